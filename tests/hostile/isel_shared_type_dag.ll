; HOSTILE: compile run
; EXIT: 1
; STDERR: type %t48 is larger than 2^48 bytes
; LIMIT: 10s 512M
; 70 distinct types, 2^70 bytes: laid out once each, not walked as a tree.
%t0 = type { i8, i8 }
%t1 = type { %t0, %t0 }
%t2 = type { %t1, %t1 }
%t3 = type { %t2, %t2 }
%t4 = type { %t3, %t3 }
%t5 = type { %t4, %t4 }
%t6 = type { %t5, %t5 }
%t7 = type { %t6, %t6 }
%t8 = type { %t7, %t7 }
%t9 = type { %t8, %t8 }
%t10 = type { %t9, %t9 }
%t11 = type { %t10, %t10 }
%t12 = type { %t11, %t11 }
%t13 = type { %t12, %t12 }
%t14 = type { %t13, %t13 }
%t15 = type { %t14, %t14 }
%t16 = type { %t15, %t15 }
%t17 = type { %t16, %t16 }
%t18 = type { %t17, %t17 }
%t19 = type { %t18, %t18 }
%t20 = type { %t19, %t19 }
%t21 = type { %t20, %t20 }
%t22 = type { %t21, %t21 }
%t23 = type { %t22, %t22 }
%t24 = type { %t23, %t23 }
%t25 = type { %t24, %t24 }
%t26 = type { %t25, %t25 }
%t27 = type { %t26, %t26 }
%t28 = type { %t27, %t27 }
%t29 = type { %t28, %t28 }
%t30 = type { %t29, %t29 }
%t31 = type { %t30, %t30 }
%t32 = type { %t31, %t31 }
%t33 = type { %t32, %t32 }
%t34 = type { %t33, %t33 }
%t35 = type { %t34, %t34 }
%t36 = type { %t35, %t35 }
%t37 = type { %t36, %t36 }
%t38 = type { %t37, %t37 }
%t39 = type { %t38, %t38 }
%t40 = type { %t39, %t39 }
%t41 = type { %t40, %t40 }
%t42 = type { %t41, %t41 }
%t43 = type { %t42, %t42 }
%t44 = type { %t43, %t43 }
%t45 = type { %t44, %t44 }
%t46 = type { %t45, %t45 }
%t47 = type { %t46, %t46 }
%t48 = type { %t47, %t47 }
%t49 = type { %t48, %t48 }
%t50 = type { %t49, %t49 }
%t51 = type { %t50, %t50 }
%t52 = type { %t51, %t51 }
%t53 = type { %t52, %t52 }
%t54 = type { %t53, %t53 }
%t55 = type { %t54, %t54 }
%t56 = type { %t55, %t55 }
%t57 = type { %t56, %t56 }
%t58 = type { %t57, %t57 }
%t59 = type { %t58, %t58 }
%t60 = type { %t59, %t59 }
%t61 = type { %t60, %t60 }
%t62 = type { %t61, %t61 }
%t63 = type { %t62, %t62 }
%t64 = type { %t63, %t63 }
%t65 = type { %t64, %t64 }
%t66 = type { %t65, %t65 }
%t67 = type { %t66, %t66 }
%t68 = type { %t67, %t67 }
%t69 = type { %t68, %t68 }
@g = global %t69 zeroinitializer

define i32 @main() {
  ret i32 0
}
