; uselistorder and uselistorder_bb directives, at module level and in a function.
@global = global i32 0
@user1 = global ptr @global
@user2 = global ptr @global
@user3 = global ptr @global

define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %a, 2
  %z = add i32 %a, 3
  br label %next

next:
  %s = add i32 %x, %y
  ret i32 %s
  uselistorder i32 %a, { 2, 0, 1 }
}

define void @g() {
entry:
  br label %target

target:
  ret void
}

@ba1 = global ptr blockaddress(@g, %target)
@ba2 = global ptr blockaddress(@g, %target)

uselistorder ptr @global, { 1, 2, 0 }
uselistorder_bb @g, %target, { 1, 0 }
