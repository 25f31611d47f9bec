; Integers wider than 128 bits (as csmith bit-field units use them): load/store,
; constants, and/or/xor/add/sub, shifts by constants, trunc/zext/sext.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fmt = private unnamed_addr constant [25 x i8] c"%s %016llx %016llx %llx\0A\00"
@ga136 = global i136 -30491061549534752726125110360986267241416
@gb136 = global i136 -35207014962263853621917220058099779600432
@ga160 = global i160 -719883477316728220596166842995378483441441060360
@gb160 = global i160 -119591526176372610653641393461833634117619124788
@ga192 = global i192 -2767508213302124041157974906080434365384673186974122505329
@gb192 = global i192 -2318598699308704986618533041565537036465778823878023539537
@ga256 = global i256 -52153994494072587722311886372792399537094561290087593995735679831772693039435
@gb256 = global i256 -9363059145311377225940655199820277689302489399415829952407730886240464282932
@n0 = private unnamed_addr constant [7 x i8] c"and136\00"
@n1 = private unnamed_addr constant [6 x i8] c"or136\00"
@n2 = private unnamed_addr constant [7 x i8] c"xor136\00"
@n3 = private unnamed_addr constant [7 x i8] c"add136\00"
@n4 = private unnamed_addr constant [7 x i8] c"sub136\00"
@n5 = private unnamed_addr constant [9 x i8] c"shl136_1\00"
@n6 = private unnamed_addr constant [10 x i8] c"lshr136_1\00"
@n7 = private unnamed_addr constant [10 x i8] c"ashr136_1\00"
@n8 = private unnamed_addr constant [9 x i8] c"shl136_7\00"
@n9 = private unnamed_addr constant [10 x i8] c"lshr136_7\00"
@n10 = private unnamed_addr constant [10 x i8] c"ashr136_7\00"
@n11 = private unnamed_addr constant [10 x i8] c"shl136_63\00"
@n12 = private unnamed_addr constant [11 x i8] c"lshr136_63\00"
@n13 = private unnamed_addr constant [11 x i8] c"ashr136_63\00"
@n14 = private unnamed_addr constant [10 x i8] c"shl136_64\00"
@n15 = private unnamed_addr constant [11 x i8] c"lshr136_64\00"
@n16 = private unnamed_addr constant [11 x i8] c"ashr136_64\00"
@n17 = private unnamed_addr constant [10 x i8] c"shl136_65\00"
@n18 = private unnamed_addr constant [11 x i8] c"lshr136_65\00"
@n19 = private unnamed_addr constant [11 x i8] c"ashr136_65\00"
@n20 = private unnamed_addr constant [11 x i8] c"shl136_100\00"
@n21 = private unnamed_addr constant [12 x i8] c"lshr136_100\00"
@n22 = private unnamed_addr constant [12 x i8] c"ashr136_100\00"
@n23 = private unnamed_addr constant [11 x i8] c"shl136_127\00"
@n24 = private unnamed_addr constant [12 x i8] c"lshr136_127\00"
@n25 = private unnamed_addr constant [12 x i8] c"ashr136_127\00"
@n26 = private unnamed_addr constant [11 x i8] c"shl136_128\00"
@n27 = private unnamed_addr constant [12 x i8] c"lshr136_128\00"
@n28 = private unnamed_addr constant [12 x i8] c"ashr136_128\00"
@n29 = private unnamed_addr constant [11 x i8] c"shl136_129\00"
@n30 = private unnamed_addr constant [12 x i8] c"lshr136_129\00"
@n31 = private unnamed_addr constant [12 x i8] c"ashr136_129\00"
@n32 = private unnamed_addr constant [11 x i8] c"shl136_135\00"
@n33 = private unnamed_addr constant [12 x i8] c"lshr136_135\00"
@n34 = private unnamed_addr constant [12 x i8] c"ashr136_135\00"
@n35 = private unnamed_addr constant [8 x i8] c"zext136\00"
@n36 = private unnamed_addr constant [8 x i8] c"sext136\00"
@n37 = private unnamed_addr constant [10 x i8] c"tr128_136\00"
@n38 = private unnamed_addr constant [10 x i8] c"sx128_136\00"
@n39 = private unnamed_addr constant [7 x i8] c"mem136\00"
@n40 = private unnamed_addr constant [7 x i8] c"and160\00"
@n41 = private unnamed_addr constant [6 x i8] c"or160\00"
@n42 = private unnamed_addr constant [7 x i8] c"xor160\00"
@n43 = private unnamed_addr constant [7 x i8] c"add160\00"
@n44 = private unnamed_addr constant [7 x i8] c"sub160\00"
@n45 = private unnamed_addr constant [9 x i8] c"shl160_1\00"
@n46 = private unnamed_addr constant [10 x i8] c"lshr160_1\00"
@n47 = private unnamed_addr constant [10 x i8] c"ashr160_1\00"
@n48 = private unnamed_addr constant [9 x i8] c"shl160_7\00"
@n49 = private unnamed_addr constant [10 x i8] c"lshr160_7\00"
@n50 = private unnamed_addr constant [10 x i8] c"ashr160_7\00"
@n51 = private unnamed_addr constant [10 x i8] c"shl160_63\00"
@n52 = private unnamed_addr constant [11 x i8] c"lshr160_63\00"
@n53 = private unnamed_addr constant [11 x i8] c"ashr160_63\00"
@n54 = private unnamed_addr constant [10 x i8] c"shl160_64\00"
@n55 = private unnamed_addr constant [11 x i8] c"lshr160_64\00"
@n56 = private unnamed_addr constant [11 x i8] c"ashr160_64\00"
@n57 = private unnamed_addr constant [10 x i8] c"shl160_65\00"
@n58 = private unnamed_addr constant [11 x i8] c"lshr160_65\00"
@n59 = private unnamed_addr constant [11 x i8] c"ashr160_65\00"
@n60 = private unnamed_addr constant [11 x i8] c"shl160_100\00"
@n61 = private unnamed_addr constant [12 x i8] c"lshr160_100\00"
@n62 = private unnamed_addr constant [12 x i8] c"ashr160_100\00"
@n63 = private unnamed_addr constant [11 x i8] c"shl160_127\00"
@n64 = private unnamed_addr constant [12 x i8] c"lshr160_127\00"
@n65 = private unnamed_addr constant [12 x i8] c"ashr160_127\00"
@n66 = private unnamed_addr constant [11 x i8] c"shl160_128\00"
@n67 = private unnamed_addr constant [12 x i8] c"lshr160_128\00"
@n68 = private unnamed_addr constant [12 x i8] c"ashr160_128\00"
@n69 = private unnamed_addr constant [11 x i8] c"shl160_129\00"
@n70 = private unnamed_addr constant [12 x i8] c"lshr160_129\00"
@n71 = private unnamed_addr constant [12 x i8] c"ashr160_129\00"
@n72 = private unnamed_addr constant [11 x i8] c"shl160_159\00"
@n73 = private unnamed_addr constant [12 x i8] c"lshr160_159\00"
@n74 = private unnamed_addr constant [12 x i8] c"ashr160_159\00"
@n75 = private unnamed_addr constant [8 x i8] c"zext160\00"
@n76 = private unnamed_addr constant [8 x i8] c"sext160\00"
@n77 = private unnamed_addr constant [10 x i8] c"tr128_160\00"
@n78 = private unnamed_addr constant [10 x i8] c"sx128_160\00"
@n79 = private unnamed_addr constant [7 x i8] c"mem160\00"
@n80 = private unnamed_addr constant [7 x i8] c"and192\00"
@n81 = private unnamed_addr constant [6 x i8] c"or192\00"
@n82 = private unnamed_addr constant [7 x i8] c"xor192\00"
@n83 = private unnamed_addr constant [7 x i8] c"add192\00"
@n84 = private unnamed_addr constant [7 x i8] c"sub192\00"
@n85 = private unnamed_addr constant [9 x i8] c"shl192_1\00"
@n86 = private unnamed_addr constant [10 x i8] c"lshr192_1\00"
@n87 = private unnamed_addr constant [10 x i8] c"ashr192_1\00"
@n88 = private unnamed_addr constant [9 x i8] c"shl192_7\00"
@n89 = private unnamed_addr constant [10 x i8] c"lshr192_7\00"
@n90 = private unnamed_addr constant [10 x i8] c"ashr192_7\00"
@n91 = private unnamed_addr constant [10 x i8] c"shl192_63\00"
@n92 = private unnamed_addr constant [11 x i8] c"lshr192_63\00"
@n93 = private unnamed_addr constant [11 x i8] c"ashr192_63\00"
@n94 = private unnamed_addr constant [10 x i8] c"shl192_64\00"
@n95 = private unnamed_addr constant [11 x i8] c"lshr192_64\00"
@n96 = private unnamed_addr constant [11 x i8] c"ashr192_64\00"
@n97 = private unnamed_addr constant [10 x i8] c"shl192_65\00"
@n98 = private unnamed_addr constant [11 x i8] c"lshr192_65\00"
@n99 = private unnamed_addr constant [11 x i8] c"ashr192_65\00"
@n100 = private unnamed_addr constant [11 x i8] c"shl192_100\00"
@n101 = private unnamed_addr constant [12 x i8] c"lshr192_100\00"
@n102 = private unnamed_addr constant [12 x i8] c"ashr192_100\00"
@n103 = private unnamed_addr constant [11 x i8] c"shl192_127\00"
@n104 = private unnamed_addr constant [12 x i8] c"lshr192_127\00"
@n105 = private unnamed_addr constant [12 x i8] c"ashr192_127\00"
@n106 = private unnamed_addr constant [11 x i8] c"shl192_128\00"
@n107 = private unnamed_addr constant [12 x i8] c"lshr192_128\00"
@n108 = private unnamed_addr constant [12 x i8] c"ashr192_128\00"
@n109 = private unnamed_addr constant [11 x i8] c"shl192_129\00"
@n110 = private unnamed_addr constant [12 x i8] c"lshr192_129\00"
@n111 = private unnamed_addr constant [12 x i8] c"ashr192_129\00"
@n112 = private unnamed_addr constant [11 x i8] c"shl192_191\00"
@n113 = private unnamed_addr constant [12 x i8] c"lshr192_191\00"
@n114 = private unnamed_addr constant [12 x i8] c"ashr192_191\00"
@n115 = private unnamed_addr constant [8 x i8] c"zext192\00"
@n116 = private unnamed_addr constant [8 x i8] c"sext192\00"
@n117 = private unnamed_addr constant [10 x i8] c"tr128_192\00"
@n118 = private unnamed_addr constant [10 x i8] c"sx128_192\00"
@n119 = private unnamed_addr constant [7 x i8] c"mem192\00"
@n120 = private unnamed_addr constant [7 x i8] c"and256\00"
@n121 = private unnamed_addr constant [6 x i8] c"or256\00"
@n122 = private unnamed_addr constant [7 x i8] c"xor256\00"
@n123 = private unnamed_addr constant [7 x i8] c"add256\00"
@n124 = private unnamed_addr constant [7 x i8] c"sub256\00"
@n125 = private unnamed_addr constant [9 x i8] c"shl256_1\00"
@n126 = private unnamed_addr constant [10 x i8] c"lshr256_1\00"
@n127 = private unnamed_addr constant [10 x i8] c"ashr256_1\00"
@n128 = private unnamed_addr constant [9 x i8] c"shl256_7\00"
@n129 = private unnamed_addr constant [10 x i8] c"lshr256_7\00"
@n130 = private unnamed_addr constant [10 x i8] c"ashr256_7\00"
@n131 = private unnamed_addr constant [10 x i8] c"shl256_63\00"
@n132 = private unnamed_addr constant [11 x i8] c"lshr256_63\00"
@n133 = private unnamed_addr constant [11 x i8] c"ashr256_63\00"
@n134 = private unnamed_addr constant [10 x i8] c"shl256_64\00"
@n135 = private unnamed_addr constant [11 x i8] c"lshr256_64\00"
@n136 = private unnamed_addr constant [11 x i8] c"ashr256_64\00"
@n137 = private unnamed_addr constant [10 x i8] c"shl256_65\00"
@n138 = private unnamed_addr constant [11 x i8] c"lshr256_65\00"
@n139 = private unnamed_addr constant [11 x i8] c"ashr256_65\00"
@n140 = private unnamed_addr constant [11 x i8] c"shl256_100\00"
@n141 = private unnamed_addr constant [12 x i8] c"lshr256_100\00"
@n142 = private unnamed_addr constant [12 x i8] c"ashr256_100\00"
@n143 = private unnamed_addr constant [11 x i8] c"shl256_127\00"
@n144 = private unnamed_addr constant [12 x i8] c"lshr256_127\00"
@n145 = private unnamed_addr constant [12 x i8] c"ashr256_127\00"
@n146 = private unnamed_addr constant [11 x i8] c"shl256_128\00"
@n147 = private unnamed_addr constant [12 x i8] c"lshr256_128\00"
@n148 = private unnamed_addr constant [12 x i8] c"ashr256_128\00"
@n149 = private unnamed_addr constant [11 x i8] c"shl256_129\00"
@n150 = private unnamed_addr constant [12 x i8] c"lshr256_129\00"
@n151 = private unnamed_addr constant [12 x i8] c"ashr256_129\00"
@n152 = private unnamed_addr constant [11 x i8] c"shl256_255\00"
@n153 = private unnamed_addr constant [12 x i8] c"lshr256_255\00"
@n154 = private unnamed_addr constant [12 x i8] c"ashr256_255\00"
@n155 = private unnamed_addr constant [8 x i8] c"zext256\00"
@n156 = private unnamed_addr constant [8 x i8] c"sext256\00"
@n157 = private unnamed_addr constant [10 x i8] c"tr128_256\00"
@n158 = private unnamed_addr constant [10 x i8] c"sx128_256\00"
@n159 = private unnamed_addr constant [7 x i8] c"mem256\00"
declare i32 @printf(ptr, ...)
define i32 @main() {
  %p136 = alloca i136
  %p160 = alloca i160
  %p192 = alloca i192
  %p256 = alloca i256
  store i136 0, ptr %p136
  %a136 = load i136, ptr @ga136
  %b136 = load i136, ptr @gb136
  %and136 = and i136 %a136, %b136
  %lo0 = trunc i136 %and136 to i64
  %s0 = lshr i136 %and136, 64
  %mi0 = trunc i136 %s0 to i64
  %t0 = lshr i136 %and136, 128
  %hi0 = trunc i136 %t0 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n0, i64 %lo0, i64 %mi0, i64 %hi0)
  %or136 = or i136 %a136, %b136
  %lo1 = trunc i136 %or136 to i64
  %s1 = lshr i136 %or136, 64
  %mi1 = trunc i136 %s1 to i64
  %t1 = lshr i136 %or136, 128
  %hi1 = trunc i136 %t1 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n1, i64 %lo1, i64 %mi1, i64 %hi1)
  %xor136 = xor i136 %a136, %b136
  %lo2 = trunc i136 %xor136 to i64
  %s2 = lshr i136 %xor136, 64
  %mi2 = trunc i136 %s2 to i64
  %t2 = lshr i136 %xor136, 128
  %hi2 = trunc i136 %t2 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n2, i64 %lo2, i64 %mi2, i64 %hi2)
  %add136 = add i136 %a136, %b136
  %lo3 = trunc i136 %add136 to i64
  %s3 = lshr i136 %add136, 64
  %mi3 = trunc i136 %s3 to i64
  %t3 = lshr i136 %add136, 128
  %hi3 = trunc i136 %t3 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n3, i64 %lo3, i64 %mi3, i64 %hi3)
  %sub136 = sub i136 %a136, %b136
  %lo4 = trunc i136 %sub136 to i64
  %s4 = lshr i136 %sub136, 64
  %mi4 = trunc i136 %s4 to i64
  %t4 = lshr i136 %sub136, 128
  %hi4 = trunc i136 %t4 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n4, i64 %lo4, i64 %mi4, i64 %hi4)
  %shl136_1 = shl i136 %b136, 1
  %lo5 = trunc i136 %shl136_1 to i64
  %s5 = lshr i136 %shl136_1, 64
  %mi5 = trunc i136 %s5 to i64
  %t5 = lshr i136 %shl136_1, 128
  %hi5 = trunc i136 %t5 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n5, i64 %lo5, i64 %mi5, i64 %hi5)
  %lshr136_1 = lshr i136 %b136, 1
  %lo6 = trunc i136 %lshr136_1 to i64
  %s6 = lshr i136 %lshr136_1, 64
  %mi6 = trunc i136 %s6 to i64
  %t6 = lshr i136 %lshr136_1, 128
  %hi6 = trunc i136 %t6 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n6, i64 %lo6, i64 %mi6, i64 %hi6)
  %ashr136_1 = ashr i136 %b136, 1
  %lo7 = trunc i136 %ashr136_1 to i64
  %s7 = lshr i136 %ashr136_1, 64
  %mi7 = trunc i136 %s7 to i64
  %t7 = lshr i136 %ashr136_1, 128
  %hi7 = trunc i136 %t7 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n7, i64 %lo7, i64 %mi7, i64 %hi7)
  %shl136_7 = shl i136 %b136, 7
  %lo8 = trunc i136 %shl136_7 to i64
  %s8 = lshr i136 %shl136_7, 64
  %mi8 = trunc i136 %s8 to i64
  %t8 = lshr i136 %shl136_7, 128
  %hi8 = trunc i136 %t8 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n8, i64 %lo8, i64 %mi8, i64 %hi8)
  %lshr136_7 = lshr i136 %b136, 7
  %lo9 = trunc i136 %lshr136_7 to i64
  %s9 = lshr i136 %lshr136_7, 64
  %mi9 = trunc i136 %s9 to i64
  %t9 = lshr i136 %lshr136_7, 128
  %hi9 = trunc i136 %t9 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n9, i64 %lo9, i64 %mi9, i64 %hi9)
  %ashr136_7 = ashr i136 %b136, 7
  %lo10 = trunc i136 %ashr136_7 to i64
  %s10 = lshr i136 %ashr136_7, 64
  %mi10 = trunc i136 %s10 to i64
  %t10 = lshr i136 %ashr136_7, 128
  %hi10 = trunc i136 %t10 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n10, i64 %lo10, i64 %mi10, i64 %hi10)
  %shl136_63 = shl i136 %b136, 63
  %lo11 = trunc i136 %shl136_63 to i64
  %s11 = lshr i136 %shl136_63, 64
  %mi11 = trunc i136 %s11 to i64
  %t11 = lshr i136 %shl136_63, 128
  %hi11 = trunc i136 %t11 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n11, i64 %lo11, i64 %mi11, i64 %hi11)
  %lshr136_63 = lshr i136 %b136, 63
  %lo12 = trunc i136 %lshr136_63 to i64
  %s12 = lshr i136 %lshr136_63, 64
  %mi12 = trunc i136 %s12 to i64
  %t12 = lshr i136 %lshr136_63, 128
  %hi12 = trunc i136 %t12 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n12, i64 %lo12, i64 %mi12, i64 %hi12)
  %ashr136_63 = ashr i136 %b136, 63
  %lo13 = trunc i136 %ashr136_63 to i64
  %s13 = lshr i136 %ashr136_63, 64
  %mi13 = trunc i136 %s13 to i64
  %t13 = lshr i136 %ashr136_63, 128
  %hi13 = trunc i136 %t13 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n13, i64 %lo13, i64 %mi13, i64 %hi13)
  %shl136_64 = shl i136 %b136, 64
  %lo14 = trunc i136 %shl136_64 to i64
  %s14 = lshr i136 %shl136_64, 64
  %mi14 = trunc i136 %s14 to i64
  %t14 = lshr i136 %shl136_64, 128
  %hi14 = trunc i136 %t14 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n14, i64 %lo14, i64 %mi14, i64 %hi14)
  %lshr136_64 = lshr i136 %b136, 64
  %lo15 = trunc i136 %lshr136_64 to i64
  %s15 = lshr i136 %lshr136_64, 64
  %mi15 = trunc i136 %s15 to i64
  %t15 = lshr i136 %lshr136_64, 128
  %hi15 = trunc i136 %t15 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n15, i64 %lo15, i64 %mi15, i64 %hi15)
  %ashr136_64 = ashr i136 %b136, 64
  %lo16 = trunc i136 %ashr136_64 to i64
  %s16 = lshr i136 %ashr136_64, 64
  %mi16 = trunc i136 %s16 to i64
  %t16 = lshr i136 %ashr136_64, 128
  %hi16 = trunc i136 %t16 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n16, i64 %lo16, i64 %mi16, i64 %hi16)
  %shl136_65 = shl i136 %b136, 65
  %lo17 = trunc i136 %shl136_65 to i64
  %s17 = lshr i136 %shl136_65, 64
  %mi17 = trunc i136 %s17 to i64
  %t17 = lshr i136 %shl136_65, 128
  %hi17 = trunc i136 %t17 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n17, i64 %lo17, i64 %mi17, i64 %hi17)
  %lshr136_65 = lshr i136 %b136, 65
  %lo18 = trunc i136 %lshr136_65 to i64
  %s18 = lshr i136 %lshr136_65, 64
  %mi18 = trunc i136 %s18 to i64
  %t18 = lshr i136 %lshr136_65, 128
  %hi18 = trunc i136 %t18 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n18, i64 %lo18, i64 %mi18, i64 %hi18)
  %ashr136_65 = ashr i136 %b136, 65
  %lo19 = trunc i136 %ashr136_65 to i64
  %s19 = lshr i136 %ashr136_65, 64
  %mi19 = trunc i136 %s19 to i64
  %t19 = lshr i136 %ashr136_65, 128
  %hi19 = trunc i136 %t19 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n19, i64 %lo19, i64 %mi19, i64 %hi19)
  %shl136_100 = shl i136 %b136, 100
  %lo20 = trunc i136 %shl136_100 to i64
  %s20 = lshr i136 %shl136_100, 64
  %mi20 = trunc i136 %s20 to i64
  %t20 = lshr i136 %shl136_100, 128
  %hi20 = trunc i136 %t20 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n20, i64 %lo20, i64 %mi20, i64 %hi20)
  %lshr136_100 = lshr i136 %b136, 100
  %lo21 = trunc i136 %lshr136_100 to i64
  %s21 = lshr i136 %lshr136_100, 64
  %mi21 = trunc i136 %s21 to i64
  %t21 = lshr i136 %lshr136_100, 128
  %hi21 = trunc i136 %t21 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n21, i64 %lo21, i64 %mi21, i64 %hi21)
  %ashr136_100 = ashr i136 %b136, 100
  %lo22 = trunc i136 %ashr136_100 to i64
  %s22 = lshr i136 %ashr136_100, 64
  %mi22 = trunc i136 %s22 to i64
  %t22 = lshr i136 %ashr136_100, 128
  %hi22 = trunc i136 %t22 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n22, i64 %lo22, i64 %mi22, i64 %hi22)
  %shl136_127 = shl i136 %b136, 127
  %lo23 = trunc i136 %shl136_127 to i64
  %s23 = lshr i136 %shl136_127, 64
  %mi23 = trunc i136 %s23 to i64
  %t23 = lshr i136 %shl136_127, 128
  %hi23 = trunc i136 %t23 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n23, i64 %lo23, i64 %mi23, i64 %hi23)
  %lshr136_127 = lshr i136 %b136, 127
  %lo24 = trunc i136 %lshr136_127 to i64
  %s24 = lshr i136 %lshr136_127, 64
  %mi24 = trunc i136 %s24 to i64
  %t24 = lshr i136 %lshr136_127, 128
  %hi24 = trunc i136 %t24 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n24, i64 %lo24, i64 %mi24, i64 %hi24)
  %ashr136_127 = ashr i136 %b136, 127
  %lo25 = trunc i136 %ashr136_127 to i64
  %s25 = lshr i136 %ashr136_127, 64
  %mi25 = trunc i136 %s25 to i64
  %t25 = lshr i136 %ashr136_127, 128
  %hi25 = trunc i136 %t25 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n25, i64 %lo25, i64 %mi25, i64 %hi25)
  %shl136_128 = shl i136 %b136, 128
  %lo26 = trunc i136 %shl136_128 to i64
  %s26 = lshr i136 %shl136_128, 64
  %mi26 = trunc i136 %s26 to i64
  %t26 = lshr i136 %shl136_128, 128
  %hi26 = trunc i136 %t26 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n26, i64 %lo26, i64 %mi26, i64 %hi26)
  %lshr136_128 = lshr i136 %b136, 128
  %lo27 = trunc i136 %lshr136_128 to i64
  %s27 = lshr i136 %lshr136_128, 64
  %mi27 = trunc i136 %s27 to i64
  %t27 = lshr i136 %lshr136_128, 128
  %hi27 = trunc i136 %t27 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n27, i64 %lo27, i64 %mi27, i64 %hi27)
  %ashr136_128 = ashr i136 %b136, 128
  %lo28 = trunc i136 %ashr136_128 to i64
  %s28 = lshr i136 %ashr136_128, 64
  %mi28 = trunc i136 %s28 to i64
  %t28 = lshr i136 %ashr136_128, 128
  %hi28 = trunc i136 %t28 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n28, i64 %lo28, i64 %mi28, i64 %hi28)
  %shl136_129 = shl i136 %b136, 129
  %lo29 = trunc i136 %shl136_129 to i64
  %s29 = lshr i136 %shl136_129, 64
  %mi29 = trunc i136 %s29 to i64
  %t29 = lshr i136 %shl136_129, 128
  %hi29 = trunc i136 %t29 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n29, i64 %lo29, i64 %mi29, i64 %hi29)
  %lshr136_129 = lshr i136 %b136, 129
  %lo30 = trunc i136 %lshr136_129 to i64
  %s30 = lshr i136 %lshr136_129, 64
  %mi30 = trunc i136 %s30 to i64
  %t30 = lshr i136 %lshr136_129, 128
  %hi30 = trunc i136 %t30 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n30, i64 %lo30, i64 %mi30, i64 %hi30)
  %ashr136_129 = ashr i136 %b136, 129
  %lo31 = trunc i136 %ashr136_129 to i64
  %s31 = lshr i136 %ashr136_129, 64
  %mi31 = trunc i136 %s31 to i64
  %t31 = lshr i136 %ashr136_129, 128
  %hi31 = trunc i136 %t31 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n31, i64 %lo31, i64 %mi31, i64 %hi31)
  %shl136_135 = shl i136 %b136, 135
  %lo32 = trunc i136 %shl136_135 to i64
  %s32 = lshr i136 %shl136_135, 64
  %mi32 = trunc i136 %s32 to i64
  %t32 = lshr i136 %shl136_135, 128
  %hi32 = trunc i136 %t32 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n32, i64 %lo32, i64 %mi32, i64 %hi32)
  %lshr136_135 = lshr i136 %b136, 135
  %lo33 = trunc i136 %lshr136_135 to i64
  %s33 = lshr i136 %lshr136_135, 64
  %mi33 = trunc i136 %s33 to i64
  %t33 = lshr i136 %lshr136_135, 128
  %hi33 = trunc i136 %t33 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n33, i64 %lo33, i64 %mi33, i64 %hi33)
  %ashr136_135 = ashr i136 %b136, 135
  %lo34 = trunc i136 %ashr136_135 to i64
  %s34 = lshr i136 %ashr136_135, 64
  %mi34 = trunc i136 %s34 to i64
  %t34 = lshr i136 %ashr136_135, 128
  %hi34 = trunc i136 %t34 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n34, i64 %lo34, i64 %mi34, i64 %hi34)
  %z136 = zext i32 -5 to i136
  %lo35 = trunc i136 %z136 to i64
  %s35 = lshr i136 %z136, 64
  %mi35 = trunc i136 %s35 to i64
  %t35 = lshr i136 %z136, 128
  %hi35 = trunc i136 %t35 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n35, i64 %lo35, i64 %mi35, i64 %hi35)
  %x136 = sext i32 -5 to i136
  %lo36 = trunc i136 %x136 to i64
  %s36 = lshr i136 %x136, 64
  %mi36 = trunc i136 %s36 to i64
  %t36 = lshr i136 %x136, 128
  %hi36 = trunc i136 %t36 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n36, i64 %lo36, i64 %mi36, i64 %hi36)
  %w136 = trunc i136 %b136 to i128
  %wz136 = zext i128 %w136 to i136
  %lo37 = trunc i136 %wz136 to i64
  %s37 = lshr i136 %wz136, 64
  %mi37 = trunc i136 %s37 to i64
  %t37 = lshr i136 %wz136, 128
  %hi37 = trunc i136 %t37 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n37, i64 %lo37, i64 %mi37, i64 %hi37)
  %ws136 = sext i128 %w136 to i136
  %lo38 = trunc i136 %ws136 to i64
  %s38 = lshr i136 %ws136, 64
  %mi38 = trunc i136 %s38 to i64
  %t38 = lshr i136 %ws136, 128
  %hi38 = trunc i136 %t38 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n38, i64 %lo38, i64 %mi38, i64 %hi38)
  store i136 %sub136, ptr %p136
  %rl136 = load i136, ptr %p136
  %lo39 = trunc i136 %rl136 to i64
  %s39 = lshr i136 %rl136, 64
  %mi39 = trunc i136 %s39 to i64
  %t39 = lshr i136 %rl136, 128
  %hi39 = trunc i136 %t39 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n39, i64 %lo39, i64 %mi39, i64 %hi39)
  store i160 0, ptr %p160
  %a160 = load i160, ptr @ga160
  %b160 = load i160, ptr @gb160
  %and160 = and i160 %a160, %b160
  %lo40 = trunc i160 %and160 to i64
  %s40 = lshr i160 %and160, 64
  %mi40 = trunc i160 %s40 to i64
  %t40 = lshr i160 %and160, 128
  %hi40 = trunc i160 %t40 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n40, i64 %lo40, i64 %mi40, i64 %hi40)
  %or160 = or i160 %a160, %b160
  %lo41 = trunc i160 %or160 to i64
  %s41 = lshr i160 %or160, 64
  %mi41 = trunc i160 %s41 to i64
  %t41 = lshr i160 %or160, 128
  %hi41 = trunc i160 %t41 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n41, i64 %lo41, i64 %mi41, i64 %hi41)
  %xor160 = xor i160 %a160, %b160
  %lo42 = trunc i160 %xor160 to i64
  %s42 = lshr i160 %xor160, 64
  %mi42 = trunc i160 %s42 to i64
  %t42 = lshr i160 %xor160, 128
  %hi42 = trunc i160 %t42 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n42, i64 %lo42, i64 %mi42, i64 %hi42)
  %add160 = add i160 %a160, %b160
  %lo43 = trunc i160 %add160 to i64
  %s43 = lshr i160 %add160, 64
  %mi43 = trunc i160 %s43 to i64
  %t43 = lshr i160 %add160, 128
  %hi43 = trunc i160 %t43 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n43, i64 %lo43, i64 %mi43, i64 %hi43)
  %sub160 = sub i160 %a160, %b160
  %lo44 = trunc i160 %sub160 to i64
  %s44 = lshr i160 %sub160, 64
  %mi44 = trunc i160 %s44 to i64
  %t44 = lshr i160 %sub160, 128
  %hi44 = trunc i160 %t44 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n44, i64 %lo44, i64 %mi44, i64 %hi44)
  %shl160_1 = shl i160 %b160, 1
  %lo45 = trunc i160 %shl160_1 to i64
  %s45 = lshr i160 %shl160_1, 64
  %mi45 = trunc i160 %s45 to i64
  %t45 = lshr i160 %shl160_1, 128
  %hi45 = trunc i160 %t45 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n45, i64 %lo45, i64 %mi45, i64 %hi45)
  %lshr160_1 = lshr i160 %b160, 1
  %lo46 = trunc i160 %lshr160_1 to i64
  %s46 = lshr i160 %lshr160_1, 64
  %mi46 = trunc i160 %s46 to i64
  %t46 = lshr i160 %lshr160_1, 128
  %hi46 = trunc i160 %t46 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n46, i64 %lo46, i64 %mi46, i64 %hi46)
  %ashr160_1 = ashr i160 %b160, 1
  %lo47 = trunc i160 %ashr160_1 to i64
  %s47 = lshr i160 %ashr160_1, 64
  %mi47 = trunc i160 %s47 to i64
  %t47 = lshr i160 %ashr160_1, 128
  %hi47 = trunc i160 %t47 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n47, i64 %lo47, i64 %mi47, i64 %hi47)
  %shl160_7 = shl i160 %b160, 7
  %lo48 = trunc i160 %shl160_7 to i64
  %s48 = lshr i160 %shl160_7, 64
  %mi48 = trunc i160 %s48 to i64
  %t48 = lshr i160 %shl160_7, 128
  %hi48 = trunc i160 %t48 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n48, i64 %lo48, i64 %mi48, i64 %hi48)
  %lshr160_7 = lshr i160 %b160, 7
  %lo49 = trunc i160 %lshr160_7 to i64
  %s49 = lshr i160 %lshr160_7, 64
  %mi49 = trunc i160 %s49 to i64
  %t49 = lshr i160 %lshr160_7, 128
  %hi49 = trunc i160 %t49 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n49, i64 %lo49, i64 %mi49, i64 %hi49)
  %ashr160_7 = ashr i160 %b160, 7
  %lo50 = trunc i160 %ashr160_7 to i64
  %s50 = lshr i160 %ashr160_7, 64
  %mi50 = trunc i160 %s50 to i64
  %t50 = lshr i160 %ashr160_7, 128
  %hi50 = trunc i160 %t50 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n50, i64 %lo50, i64 %mi50, i64 %hi50)
  %shl160_63 = shl i160 %b160, 63
  %lo51 = trunc i160 %shl160_63 to i64
  %s51 = lshr i160 %shl160_63, 64
  %mi51 = trunc i160 %s51 to i64
  %t51 = lshr i160 %shl160_63, 128
  %hi51 = trunc i160 %t51 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n51, i64 %lo51, i64 %mi51, i64 %hi51)
  %lshr160_63 = lshr i160 %b160, 63
  %lo52 = trunc i160 %lshr160_63 to i64
  %s52 = lshr i160 %lshr160_63, 64
  %mi52 = trunc i160 %s52 to i64
  %t52 = lshr i160 %lshr160_63, 128
  %hi52 = trunc i160 %t52 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n52, i64 %lo52, i64 %mi52, i64 %hi52)
  %ashr160_63 = ashr i160 %b160, 63
  %lo53 = trunc i160 %ashr160_63 to i64
  %s53 = lshr i160 %ashr160_63, 64
  %mi53 = trunc i160 %s53 to i64
  %t53 = lshr i160 %ashr160_63, 128
  %hi53 = trunc i160 %t53 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n53, i64 %lo53, i64 %mi53, i64 %hi53)
  %shl160_64 = shl i160 %b160, 64
  %lo54 = trunc i160 %shl160_64 to i64
  %s54 = lshr i160 %shl160_64, 64
  %mi54 = trunc i160 %s54 to i64
  %t54 = lshr i160 %shl160_64, 128
  %hi54 = trunc i160 %t54 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n54, i64 %lo54, i64 %mi54, i64 %hi54)
  %lshr160_64 = lshr i160 %b160, 64
  %lo55 = trunc i160 %lshr160_64 to i64
  %s55 = lshr i160 %lshr160_64, 64
  %mi55 = trunc i160 %s55 to i64
  %t55 = lshr i160 %lshr160_64, 128
  %hi55 = trunc i160 %t55 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n55, i64 %lo55, i64 %mi55, i64 %hi55)
  %ashr160_64 = ashr i160 %b160, 64
  %lo56 = trunc i160 %ashr160_64 to i64
  %s56 = lshr i160 %ashr160_64, 64
  %mi56 = trunc i160 %s56 to i64
  %t56 = lshr i160 %ashr160_64, 128
  %hi56 = trunc i160 %t56 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n56, i64 %lo56, i64 %mi56, i64 %hi56)
  %shl160_65 = shl i160 %b160, 65
  %lo57 = trunc i160 %shl160_65 to i64
  %s57 = lshr i160 %shl160_65, 64
  %mi57 = trunc i160 %s57 to i64
  %t57 = lshr i160 %shl160_65, 128
  %hi57 = trunc i160 %t57 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n57, i64 %lo57, i64 %mi57, i64 %hi57)
  %lshr160_65 = lshr i160 %b160, 65
  %lo58 = trunc i160 %lshr160_65 to i64
  %s58 = lshr i160 %lshr160_65, 64
  %mi58 = trunc i160 %s58 to i64
  %t58 = lshr i160 %lshr160_65, 128
  %hi58 = trunc i160 %t58 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n58, i64 %lo58, i64 %mi58, i64 %hi58)
  %ashr160_65 = ashr i160 %b160, 65
  %lo59 = trunc i160 %ashr160_65 to i64
  %s59 = lshr i160 %ashr160_65, 64
  %mi59 = trunc i160 %s59 to i64
  %t59 = lshr i160 %ashr160_65, 128
  %hi59 = trunc i160 %t59 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n59, i64 %lo59, i64 %mi59, i64 %hi59)
  %shl160_100 = shl i160 %b160, 100
  %lo60 = trunc i160 %shl160_100 to i64
  %s60 = lshr i160 %shl160_100, 64
  %mi60 = trunc i160 %s60 to i64
  %t60 = lshr i160 %shl160_100, 128
  %hi60 = trunc i160 %t60 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n60, i64 %lo60, i64 %mi60, i64 %hi60)
  %lshr160_100 = lshr i160 %b160, 100
  %lo61 = trunc i160 %lshr160_100 to i64
  %s61 = lshr i160 %lshr160_100, 64
  %mi61 = trunc i160 %s61 to i64
  %t61 = lshr i160 %lshr160_100, 128
  %hi61 = trunc i160 %t61 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n61, i64 %lo61, i64 %mi61, i64 %hi61)
  %ashr160_100 = ashr i160 %b160, 100
  %lo62 = trunc i160 %ashr160_100 to i64
  %s62 = lshr i160 %ashr160_100, 64
  %mi62 = trunc i160 %s62 to i64
  %t62 = lshr i160 %ashr160_100, 128
  %hi62 = trunc i160 %t62 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n62, i64 %lo62, i64 %mi62, i64 %hi62)
  %shl160_127 = shl i160 %b160, 127
  %lo63 = trunc i160 %shl160_127 to i64
  %s63 = lshr i160 %shl160_127, 64
  %mi63 = trunc i160 %s63 to i64
  %t63 = lshr i160 %shl160_127, 128
  %hi63 = trunc i160 %t63 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n63, i64 %lo63, i64 %mi63, i64 %hi63)
  %lshr160_127 = lshr i160 %b160, 127
  %lo64 = trunc i160 %lshr160_127 to i64
  %s64 = lshr i160 %lshr160_127, 64
  %mi64 = trunc i160 %s64 to i64
  %t64 = lshr i160 %lshr160_127, 128
  %hi64 = trunc i160 %t64 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n64, i64 %lo64, i64 %mi64, i64 %hi64)
  %ashr160_127 = ashr i160 %b160, 127
  %lo65 = trunc i160 %ashr160_127 to i64
  %s65 = lshr i160 %ashr160_127, 64
  %mi65 = trunc i160 %s65 to i64
  %t65 = lshr i160 %ashr160_127, 128
  %hi65 = trunc i160 %t65 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n65, i64 %lo65, i64 %mi65, i64 %hi65)
  %shl160_128 = shl i160 %b160, 128
  %lo66 = trunc i160 %shl160_128 to i64
  %s66 = lshr i160 %shl160_128, 64
  %mi66 = trunc i160 %s66 to i64
  %t66 = lshr i160 %shl160_128, 128
  %hi66 = trunc i160 %t66 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n66, i64 %lo66, i64 %mi66, i64 %hi66)
  %lshr160_128 = lshr i160 %b160, 128
  %lo67 = trunc i160 %lshr160_128 to i64
  %s67 = lshr i160 %lshr160_128, 64
  %mi67 = trunc i160 %s67 to i64
  %t67 = lshr i160 %lshr160_128, 128
  %hi67 = trunc i160 %t67 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n67, i64 %lo67, i64 %mi67, i64 %hi67)
  %ashr160_128 = ashr i160 %b160, 128
  %lo68 = trunc i160 %ashr160_128 to i64
  %s68 = lshr i160 %ashr160_128, 64
  %mi68 = trunc i160 %s68 to i64
  %t68 = lshr i160 %ashr160_128, 128
  %hi68 = trunc i160 %t68 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n68, i64 %lo68, i64 %mi68, i64 %hi68)
  %shl160_129 = shl i160 %b160, 129
  %lo69 = trunc i160 %shl160_129 to i64
  %s69 = lshr i160 %shl160_129, 64
  %mi69 = trunc i160 %s69 to i64
  %t69 = lshr i160 %shl160_129, 128
  %hi69 = trunc i160 %t69 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n69, i64 %lo69, i64 %mi69, i64 %hi69)
  %lshr160_129 = lshr i160 %b160, 129
  %lo70 = trunc i160 %lshr160_129 to i64
  %s70 = lshr i160 %lshr160_129, 64
  %mi70 = trunc i160 %s70 to i64
  %t70 = lshr i160 %lshr160_129, 128
  %hi70 = trunc i160 %t70 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n70, i64 %lo70, i64 %mi70, i64 %hi70)
  %ashr160_129 = ashr i160 %b160, 129
  %lo71 = trunc i160 %ashr160_129 to i64
  %s71 = lshr i160 %ashr160_129, 64
  %mi71 = trunc i160 %s71 to i64
  %t71 = lshr i160 %ashr160_129, 128
  %hi71 = trunc i160 %t71 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n71, i64 %lo71, i64 %mi71, i64 %hi71)
  %shl160_159 = shl i160 %b160, 159
  %lo72 = trunc i160 %shl160_159 to i64
  %s72 = lshr i160 %shl160_159, 64
  %mi72 = trunc i160 %s72 to i64
  %t72 = lshr i160 %shl160_159, 128
  %hi72 = trunc i160 %t72 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n72, i64 %lo72, i64 %mi72, i64 %hi72)
  %lshr160_159 = lshr i160 %b160, 159
  %lo73 = trunc i160 %lshr160_159 to i64
  %s73 = lshr i160 %lshr160_159, 64
  %mi73 = trunc i160 %s73 to i64
  %t73 = lshr i160 %lshr160_159, 128
  %hi73 = trunc i160 %t73 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n73, i64 %lo73, i64 %mi73, i64 %hi73)
  %ashr160_159 = ashr i160 %b160, 159
  %lo74 = trunc i160 %ashr160_159 to i64
  %s74 = lshr i160 %ashr160_159, 64
  %mi74 = trunc i160 %s74 to i64
  %t74 = lshr i160 %ashr160_159, 128
  %hi74 = trunc i160 %t74 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n74, i64 %lo74, i64 %mi74, i64 %hi74)
  %z160 = zext i32 -5 to i160
  %lo75 = trunc i160 %z160 to i64
  %s75 = lshr i160 %z160, 64
  %mi75 = trunc i160 %s75 to i64
  %t75 = lshr i160 %z160, 128
  %hi75 = trunc i160 %t75 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n75, i64 %lo75, i64 %mi75, i64 %hi75)
  %x160 = sext i32 -5 to i160
  %lo76 = trunc i160 %x160 to i64
  %s76 = lshr i160 %x160, 64
  %mi76 = trunc i160 %s76 to i64
  %t76 = lshr i160 %x160, 128
  %hi76 = trunc i160 %t76 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n76, i64 %lo76, i64 %mi76, i64 %hi76)
  %w160 = trunc i160 %b160 to i128
  %wz160 = zext i128 %w160 to i160
  %lo77 = trunc i160 %wz160 to i64
  %s77 = lshr i160 %wz160, 64
  %mi77 = trunc i160 %s77 to i64
  %t77 = lshr i160 %wz160, 128
  %hi77 = trunc i160 %t77 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n77, i64 %lo77, i64 %mi77, i64 %hi77)
  %ws160 = sext i128 %w160 to i160
  %lo78 = trunc i160 %ws160 to i64
  %s78 = lshr i160 %ws160, 64
  %mi78 = trunc i160 %s78 to i64
  %t78 = lshr i160 %ws160, 128
  %hi78 = trunc i160 %t78 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n78, i64 %lo78, i64 %mi78, i64 %hi78)
  store i160 %sub160, ptr %p160
  %rl160 = load i160, ptr %p160
  %lo79 = trunc i160 %rl160 to i64
  %s79 = lshr i160 %rl160, 64
  %mi79 = trunc i160 %s79 to i64
  %t79 = lshr i160 %rl160, 128
  %hi79 = trunc i160 %t79 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n79, i64 %lo79, i64 %mi79, i64 %hi79)
  store i192 0, ptr %p192
  %a192 = load i192, ptr @ga192
  %b192 = load i192, ptr @gb192
  %and192 = and i192 %a192, %b192
  %lo80 = trunc i192 %and192 to i64
  %s80 = lshr i192 %and192, 64
  %mi80 = trunc i192 %s80 to i64
  %t80 = lshr i192 %and192, 128
  %hi80 = trunc i192 %t80 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n80, i64 %lo80, i64 %mi80, i64 %hi80)
  %or192 = or i192 %a192, %b192
  %lo81 = trunc i192 %or192 to i64
  %s81 = lshr i192 %or192, 64
  %mi81 = trunc i192 %s81 to i64
  %t81 = lshr i192 %or192, 128
  %hi81 = trunc i192 %t81 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n81, i64 %lo81, i64 %mi81, i64 %hi81)
  %xor192 = xor i192 %a192, %b192
  %lo82 = trunc i192 %xor192 to i64
  %s82 = lshr i192 %xor192, 64
  %mi82 = trunc i192 %s82 to i64
  %t82 = lshr i192 %xor192, 128
  %hi82 = trunc i192 %t82 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n82, i64 %lo82, i64 %mi82, i64 %hi82)
  %add192 = add i192 %a192, %b192
  %lo83 = trunc i192 %add192 to i64
  %s83 = lshr i192 %add192, 64
  %mi83 = trunc i192 %s83 to i64
  %t83 = lshr i192 %add192, 128
  %hi83 = trunc i192 %t83 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n83, i64 %lo83, i64 %mi83, i64 %hi83)
  %sub192 = sub i192 %a192, %b192
  %lo84 = trunc i192 %sub192 to i64
  %s84 = lshr i192 %sub192, 64
  %mi84 = trunc i192 %s84 to i64
  %t84 = lshr i192 %sub192, 128
  %hi84 = trunc i192 %t84 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n84, i64 %lo84, i64 %mi84, i64 %hi84)
  %shl192_1 = shl i192 %b192, 1
  %lo85 = trunc i192 %shl192_1 to i64
  %s85 = lshr i192 %shl192_1, 64
  %mi85 = trunc i192 %s85 to i64
  %t85 = lshr i192 %shl192_1, 128
  %hi85 = trunc i192 %t85 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n85, i64 %lo85, i64 %mi85, i64 %hi85)
  %lshr192_1 = lshr i192 %b192, 1
  %lo86 = trunc i192 %lshr192_1 to i64
  %s86 = lshr i192 %lshr192_1, 64
  %mi86 = trunc i192 %s86 to i64
  %t86 = lshr i192 %lshr192_1, 128
  %hi86 = trunc i192 %t86 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n86, i64 %lo86, i64 %mi86, i64 %hi86)
  %ashr192_1 = ashr i192 %b192, 1
  %lo87 = trunc i192 %ashr192_1 to i64
  %s87 = lshr i192 %ashr192_1, 64
  %mi87 = trunc i192 %s87 to i64
  %t87 = lshr i192 %ashr192_1, 128
  %hi87 = trunc i192 %t87 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n87, i64 %lo87, i64 %mi87, i64 %hi87)
  %shl192_7 = shl i192 %b192, 7
  %lo88 = trunc i192 %shl192_7 to i64
  %s88 = lshr i192 %shl192_7, 64
  %mi88 = trunc i192 %s88 to i64
  %t88 = lshr i192 %shl192_7, 128
  %hi88 = trunc i192 %t88 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n88, i64 %lo88, i64 %mi88, i64 %hi88)
  %lshr192_7 = lshr i192 %b192, 7
  %lo89 = trunc i192 %lshr192_7 to i64
  %s89 = lshr i192 %lshr192_7, 64
  %mi89 = trunc i192 %s89 to i64
  %t89 = lshr i192 %lshr192_7, 128
  %hi89 = trunc i192 %t89 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n89, i64 %lo89, i64 %mi89, i64 %hi89)
  %ashr192_7 = ashr i192 %b192, 7
  %lo90 = trunc i192 %ashr192_7 to i64
  %s90 = lshr i192 %ashr192_7, 64
  %mi90 = trunc i192 %s90 to i64
  %t90 = lshr i192 %ashr192_7, 128
  %hi90 = trunc i192 %t90 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n90, i64 %lo90, i64 %mi90, i64 %hi90)
  %shl192_63 = shl i192 %b192, 63
  %lo91 = trunc i192 %shl192_63 to i64
  %s91 = lshr i192 %shl192_63, 64
  %mi91 = trunc i192 %s91 to i64
  %t91 = lshr i192 %shl192_63, 128
  %hi91 = trunc i192 %t91 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n91, i64 %lo91, i64 %mi91, i64 %hi91)
  %lshr192_63 = lshr i192 %b192, 63
  %lo92 = trunc i192 %lshr192_63 to i64
  %s92 = lshr i192 %lshr192_63, 64
  %mi92 = trunc i192 %s92 to i64
  %t92 = lshr i192 %lshr192_63, 128
  %hi92 = trunc i192 %t92 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n92, i64 %lo92, i64 %mi92, i64 %hi92)
  %ashr192_63 = ashr i192 %b192, 63
  %lo93 = trunc i192 %ashr192_63 to i64
  %s93 = lshr i192 %ashr192_63, 64
  %mi93 = trunc i192 %s93 to i64
  %t93 = lshr i192 %ashr192_63, 128
  %hi93 = trunc i192 %t93 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n93, i64 %lo93, i64 %mi93, i64 %hi93)
  %shl192_64 = shl i192 %b192, 64
  %lo94 = trunc i192 %shl192_64 to i64
  %s94 = lshr i192 %shl192_64, 64
  %mi94 = trunc i192 %s94 to i64
  %t94 = lshr i192 %shl192_64, 128
  %hi94 = trunc i192 %t94 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n94, i64 %lo94, i64 %mi94, i64 %hi94)
  %lshr192_64 = lshr i192 %b192, 64
  %lo95 = trunc i192 %lshr192_64 to i64
  %s95 = lshr i192 %lshr192_64, 64
  %mi95 = trunc i192 %s95 to i64
  %t95 = lshr i192 %lshr192_64, 128
  %hi95 = trunc i192 %t95 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n95, i64 %lo95, i64 %mi95, i64 %hi95)
  %ashr192_64 = ashr i192 %b192, 64
  %lo96 = trunc i192 %ashr192_64 to i64
  %s96 = lshr i192 %ashr192_64, 64
  %mi96 = trunc i192 %s96 to i64
  %t96 = lshr i192 %ashr192_64, 128
  %hi96 = trunc i192 %t96 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n96, i64 %lo96, i64 %mi96, i64 %hi96)
  %shl192_65 = shl i192 %b192, 65
  %lo97 = trunc i192 %shl192_65 to i64
  %s97 = lshr i192 %shl192_65, 64
  %mi97 = trunc i192 %s97 to i64
  %t97 = lshr i192 %shl192_65, 128
  %hi97 = trunc i192 %t97 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n97, i64 %lo97, i64 %mi97, i64 %hi97)
  %lshr192_65 = lshr i192 %b192, 65
  %lo98 = trunc i192 %lshr192_65 to i64
  %s98 = lshr i192 %lshr192_65, 64
  %mi98 = trunc i192 %s98 to i64
  %t98 = lshr i192 %lshr192_65, 128
  %hi98 = trunc i192 %t98 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n98, i64 %lo98, i64 %mi98, i64 %hi98)
  %ashr192_65 = ashr i192 %b192, 65
  %lo99 = trunc i192 %ashr192_65 to i64
  %s99 = lshr i192 %ashr192_65, 64
  %mi99 = trunc i192 %s99 to i64
  %t99 = lshr i192 %ashr192_65, 128
  %hi99 = trunc i192 %t99 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n99, i64 %lo99, i64 %mi99, i64 %hi99)
  %shl192_100 = shl i192 %b192, 100
  %lo100 = trunc i192 %shl192_100 to i64
  %s100 = lshr i192 %shl192_100, 64
  %mi100 = trunc i192 %s100 to i64
  %t100 = lshr i192 %shl192_100, 128
  %hi100 = trunc i192 %t100 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n100, i64 %lo100, i64 %mi100, i64 %hi100)
  %lshr192_100 = lshr i192 %b192, 100
  %lo101 = trunc i192 %lshr192_100 to i64
  %s101 = lshr i192 %lshr192_100, 64
  %mi101 = trunc i192 %s101 to i64
  %t101 = lshr i192 %lshr192_100, 128
  %hi101 = trunc i192 %t101 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n101, i64 %lo101, i64 %mi101, i64 %hi101)
  %ashr192_100 = ashr i192 %b192, 100
  %lo102 = trunc i192 %ashr192_100 to i64
  %s102 = lshr i192 %ashr192_100, 64
  %mi102 = trunc i192 %s102 to i64
  %t102 = lshr i192 %ashr192_100, 128
  %hi102 = trunc i192 %t102 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n102, i64 %lo102, i64 %mi102, i64 %hi102)
  %shl192_127 = shl i192 %b192, 127
  %lo103 = trunc i192 %shl192_127 to i64
  %s103 = lshr i192 %shl192_127, 64
  %mi103 = trunc i192 %s103 to i64
  %t103 = lshr i192 %shl192_127, 128
  %hi103 = trunc i192 %t103 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n103, i64 %lo103, i64 %mi103, i64 %hi103)
  %lshr192_127 = lshr i192 %b192, 127
  %lo104 = trunc i192 %lshr192_127 to i64
  %s104 = lshr i192 %lshr192_127, 64
  %mi104 = trunc i192 %s104 to i64
  %t104 = lshr i192 %lshr192_127, 128
  %hi104 = trunc i192 %t104 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n104, i64 %lo104, i64 %mi104, i64 %hi104)
  %ashr192_127 = ashr i192 %b192, 127
  %lo105 = trunc i192 %ashr192_127 to i64
  %s105 = lshr i192 %ashr192_127, 64
  %mi105 = trunc i192 %s105 to i64
  %t105 = lshr i192 %ashr192_127, 128
  %hi105 = trunc i192 %t105 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n105, i64 %lo105, i64 %mi105, i64 %hi105)
  %shl192_128 = shl i192 %b192, 128
  %lo106 = trunc i192 %shl192_128 to i64
  %s106 = lshr i192 %shl192_128, 64
  %mi106 = trunc i192 %s106 to i64
  %t106 = lshr i192 %shl192_128, 128
  %hi106 = trunc i192 %t106 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n106, i64 %lo106, i64 %mi106, i64 %hi106)
  %lshr192_128 = lshr i192 %b192, 128
  %lo107 = trunc i192 %lshr192_128 to i64
  %s107 = lshr i192 %lshr192_128, 64
  %mi107 = trunc i192 %s107 to i64
  %t107 = lshr i192 %lshr192_128, 128
  %hi107 = trunc i192 %t107 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n107, i64 %lo107, i64 %mi107, i64 %hi107)
  %ashr192_128 = ashr i192 %b192, 128
  %lo108 = trunc i192 %ashr192_128 to i64
  %s108 = lshr i192 %ashr192_128, 64
  %mi108 = trunc i192 %s108 to i64
  %t108 = lshr i192 %ashr192_128, 128
  %hi108 = trunc i192 %t108 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n108, i64 %lo108, i64 %mi108, i64 %hi108)
  %shl192_129 = shl i192 %b192, 129
  %lo109 = trunc i192 %shl192_129 to i64
  %s109 = lshr i192 %shl192_129, 64
  %mi109 = trunc i192 %s109 to i64
  %t109 = lshr i192 %shl192_129, 128
  %hi109 = trunc i192 %t109 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n109, i64 %lo109, i64 %mi109, i64 %hi109)
  %lshr192_129 = lshr i192 %b192, 129
  %lo110 = trunc i192 %lshr192_129 to i64
  %s110 = lshr i192 %lshr192_129, 64
  %mi110 = trunc i192 %s110 to i64
  %t110 = lshr i192 %lshr192_129, 128
  %hi110 = trunc i192 %t110 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n110, i64 %lo110, i64 %mi110, i64 %hi110)
  %ashr192_129 = ashr i192 %b192, 129
  %lo111 = trunc i192 %ashr192_129 to i64
  %s111 = lshr i192 %ashr192_129, 64
  %mi111 = trunc i192 %s111 to i64
  %t111 = lshr i192 %ashr192_129, 128
  %hi111 = trunc i192 %t111 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n111, i64 %lo111, i64 %mi111, i64 %hi111)
  %shl192_191 = shl i192 %b192, 191
  %lo112 = trunc i192 %shl192_191 to i64
  %s112 = lshr i192 %shl192_191, 64
  %mi112 = trunc i192 %s112 to i64
  %t112 = lshr i192 %shl192_191, 128
  %hi112 = trunc i192 %t112 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n112, i64 %lo112, i64 %mi112, i64 %hi112)
  %lshr192_191 = lshr i192 %b192, 191
  %lo113 = trunc i192 %lshr192_191 to i64
  %s113 = lshr i192 %lshr192_191, 64
  %mi113 = trunc i192 %s113 to i64
  %t113 = lshr i192 %lshr192_191, 128
  %hi113 = trunc i192 %t113 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n113, i64 %lo113, i64 %mi113, i64 %hi113)
  %ashr192_191 = ashr i192 %b192, 191
  %lo114 = trunc i192 %ashr192_191 to i64
  %s114 = lshr i192 %ashr192_191, 64
  %mi114 = trunc i192 %s114 to i64
  %t114 = lshr i192 %ashr192_191, 128
  %hi114 = trunc i192 %t114 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n114, i64 %lo114, i64 %mi114, i64 %hi114)
  %z192 = zext i32 -5 to i192
  %lo115 = trunc i192 %z192 to i64
  %s115 = lshr i192 %z192, 64
  %mi115 = trunc i192 %s115 to i64
  %t115 = lshr i192 %z192, 128
  %hi115 = trunc i192 %t115 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n115, i64 %lo115, i64 %mi115, i64 %hi115)
  %x192 = sext i32 -5 to i192
  %lo116 = trunc i192 %x192 to i64
  %s116 = lshr i192 %x192, 64
  %mi116 = trunc i192 %s116 to i64
  %t116 = lshr i192 %x192, 128
  %hi116 = trunc i192 %t116 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n116, i64 %lo116, i64 %mi116, i64 %hi116)
  %w192 = trunc i192 %b192 to i128
  %wz192 = zext i128 %w192 to i192
  %lo117 = trunc i192 %wz192 to i64
  %s117 = lshr i192 %wz192, 64
  %mi117 = trunc i192 %s117 to i64
  %t117 = lshr i192 %wz192, 128
  %hi117 = trunc i192 %t117 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n117, i64 %lo117, i64 %mi117, i64 %hi117)
  %ws192 = sext i128 %w192 to i192
  %lo118 = trunc i192 %ws192 to i64
  %s118 = lshr i192 %ws192, 64
  %mi118 = trunc i192 %s118 to i64
  %t118 = lshr i192 %ws192, 128
  %hi118 = trunc i192 %t118 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n118, i64 %lo118, i64 %mi118, i64 %hi118)
  store i192 %sub192, ptr %p192
  %rl192 = load i192, ptr %p192
  %lo119 = trunc i192 %rl192 to i64
  %s119 = lshr i192 %rl192, 64
  %mi119 = trunc i192 %s119 to i64
  %t119 = lshr i192 %rl192, 128
  %hi119 = trunc i192 %t119 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n119, i64 %lo119, i64 %mi119, i64 %hi119)
  store i256 0, ptr %p256
  %a256 = load i256, ptr @ga256
  %b256 = load i256, ptr @gb256
  %and256 = and i256 %a256, %b256
  %lo120 = trunc i256 %and256 to i64
  %s120 = lshr i256 %and256, 64
  %mi120 = trunc i256 %s120 to i64
  %t120 = lshr i256 %and256, 128
  %hi120 = trunc i256 %t120 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n120, i64 %lo120, i64 %mi120, i64 %hi120)
  %or256 = or i256 %a256, %b256
  %lo121 = trunc i256 %or256 to i64
  %s121 = lshr i256 %or256, 64
  %mi121 = trunc i256 %s121 to i64
  %t121 = lshr i256 %or256, 128
  %hi121 = trunc i256 %t121 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n121, i64 %lo121, i64 %mi121, i64 %hi121)
  %xor256 = xor i256 %a256, %b256
  %lo122 = trunc i256 %xor256 to i64
  %s122 = lshr i256 %xor256, 64
  %mi122 = trunc i256 %s122 to i64
  %t122 = lshr i256 %xor256, 128
  %hi122 = trunc i256 %t122 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n122, i64 %lo122, i64 %mi122, i64 %hi122)
  %add256 = add i256 %a256, %b256
  %lo123 = trunc i256 %add256 to i64
  %s123 = lshr i256 %add256, 64
  %mi123 = trunc i256 %s123 to i64
  %t123 = lshr i256 %add256, 128
  %hi123 = trunc i256 %t123 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n123, i64 %lo123, i64 %mi123, i64 %hi123)
  %sub256 = sub i256 %a256, %b256
  %lo124 = trunc i256 %sub256 to i64
  %s124 = lshr i256 %sub256, 64
  %mi124 = trunc i256 %s124 to i64
  %t124 = lshr i256 %sub256, 128
  %hi124 = trunc i256 %t124 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n124, i64 %lo124, i64 %mi124, i64 %hi124)
  %shl256_1 = shl i256 %b256, 1
  %lo125 = trunc i256 %shl256_1 to i64
  %s125 = lshr i256 %shl256_1, 64
  %mi125 = trunc i256 %s125 to i64
  %t125 = lshr i256 %shl256_1, 128
  %hi125 = trunc i256 %t125 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n125, i64 %lo125, i64 %mi125, i64 %hi125)
  %lshr256_1 = lshr i256 %b256, 1
  %lo126 = trunc i256 %lshr256_1 to i64
  %s126 = lshr i256 %lshr256_1, 64
  %mi126 = trunc i256 %s126 to i64
  %t126 = lshr i256 %lshr256_1, 128
  %hi126 = trunc i256 %t126 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n126, i64 %lo126, i64 %mi126, i64 %hi126)
  %ashr256_1 = ashr i256 %b256, 1
  %lo127 = trunc i256 %ashr256_1 to i64
  %s127 = lshr i256 %ashr256_1, 64
  %mi127 = trunc i256 %s127 to i64
  %t127 = lshr i256 %ashr256_1, 128
  %hi127 = trunc i256 %t127 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n127, i64 %lo127, i64 %mi127, i64 %hi127)
  %shl256_7 = shl i256 %b256, 7
  %lo128 = trunc i256 %shl256_7 to i64
  %s128 = lshr i256 %shl256_7, 64
  %mi128 = trunc i256 %s128 to i64
  %t128 = lshr i256 %shl256_7, 128
  %hi128 = trunc i256 %t128 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n128, i64 %lo128, i64 %mi128, i64 %hi128)
  %lshr256_7 = lshr i256 %b256, 7
  %lo129 = trunc i256 %lshr256_7 to i64
  %s129 = lshr i256 %lshr256_7, 64
  %mi129 = trunc i256 %s129 to i64
  %t129 = lshr i256 %lshr256_7, 128
  %hi129 = trunc i256 %t129 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n129, i64 %lo129, i64 %mi129, i64 %hi129)
  %ashr256_7 = ashr i256 %b256, 7
  %lo130 = trunc i256 %ashr256_7 to i64
  %s130 = lshr i256 %ashr256_7, 64
  %mi130 = trunc i256 %s130 to i64
  %t130 = lshr i256 %ashr256_7, 128
  %hi130 = trunc i256 %t130 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n130, i64 %lo130, i64 %mi130, i64 %hi130)
  %shl256_63 = shl i256 %b256, 63
  %lo131 = trunc i256 %shl256_63 to i64
  %s131 = lshr i256 %shl256_63, 64
  %mi131 = trunc i256 %s131 to i64
  %t131 = lshr i256 %shl256_63, 128
  %hi131 = trunc i256 %t131 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n131, i64 %lo131, i64 %mi131, i64 %hi131)
  %lshr256_63 = lshr i256 %b256, 63
  %lo132 = trunc i256 %lshr256_63 to i64
  %s132 = lshr i256 %lshr256_63, 64
  %mi132 = trunc i256 %s132 to i64
  %t132 = lshr i256 %lshr256_63, 128
  %hi132 = trunc i256 %t132 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n132, i64 %lo132, i64 %mi132, i64 %hi132)
  %ashr256_63 = ashr i256 %b256, 63
  %lo133 = trunc i256 %ashr256_63 to i64
  %s133 = lshr i256 %ashr256_63, 64
  %mi133 = trunc i256 %s133 to i64
  %t133 = lshr i256 %ashr256_63, 128
  %hi133 = trunc i256 %t133 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n133, i64 %lo133, i64 %mi133, i64 %hi133)
  %shl256_64 = shl i256 %b256, 64
  %lo134 = trunc i256 %shl256_64 to i64
  %s134 = lshr i256 %shl256_64, 64
  %mi134 = trunc i256 %s134 to i64
  %t134 = lshr i256 %shl256_64, 128
  %hi134 = trunc i256 %t134 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n134, i64 %lo134, i64 %mi134, i64 %hi134)
  %lshr256_64 = lshr i256 %b256, 64
  %lo135 = trunc i256 %lshr256_64 to i64
  %s135 = lshr i256 %lshr256_64, 64
  %mi135 = trunc i256 %s135 to i64
  %t135 = lshr i256 %lshr256_64, 128
  %hi135 = trunc i256 %t135 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n135, i64 %lo135, i64 %mi135, i64 %hi135)
  %ashr256_64 = ashr i256 %b256, 64
  %lo136 = trunc i256 %ashr256_64 to i64
  %s136 = lshr i256 %ashr256_64, 64
  %mi136 = trunc i256 %s136 to i64
  %t136 = lshr i256 %ashr256_64, 128
  %hi136 = trunc i256 %t136 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n136, i64 %lo136, i64 %mi136, i64 %hi136)
  %shl256_65 = shl i256 %b256, 65
  %lo137 = trunc i256 %shl256_65 to i64
  %s137 = lshr i256 %shl256_65, 64
  %mi137 = trunc i256 %s137 to i64
  %t137 = lshr i256 %shl256_65, 128
  %hi137 = trunc i256 %t137 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n137, i64 %lo137, i64 %mi137, i64 %hi137)
  %lshr256_65 = lshr i256 %b256, 65
  %lo138 = trunc i256 %lshr256_65 to i64
  %s138 = lshr i256 %lshr256_65, 64
  %mi138 = trunc i256 %s138 to i64
  %t138 = lshr i256 %lshr256_65, 128
  %hi138 = trunc i256 %t138 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n138, i64 %lo138, i64 %mi138, i64 %hi138)
  %ashr256_65 = ashr i256 %b256, 65
  %lo139 = trunc i256 %ashr256_65 to i64
  %s139 = lshr i256 %ashr256_65, 64
  %mi139 = trunc i256 %s139 to i64
  %t139 = lshr i256 %ashr256_65, 128
  %hi139 = trunc i256 %t139 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n139, i64 %lo139, i64 %mi139, i64 %hi139)
  %shl256_100 = shl i256 %b256, 100
  %lo140 = trunc i256 %shl256_100 to i64
  %s140 = lshr i256 %shl256_100, 64
  %mi140 = trunc i256 %s140 to i64
  %t140 = lshr i256 %shl256_100, 128
  %hi140 = trunc i256 %t140 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n140, i64 %lo140, i64 %mi140, i64 %hi140)
  %lshr256_100 = lshr i256 %b256, 100
  %lo141 = trunc i256 %lshr256_100 to i64
  %s141 = lshr i256 %lshr256_100, 64
  %mi141 = trunc i256 %s141 to i64
  %t141 = lshr i256 %lshr256_100, 128
  %hi141 = trunc i256 %t141 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n141, i64 %lo141, i64 %mi141, i64 %hi141)
  %ashr256_100 = ashr i256 %b256, 100
  %lo142 = trunc i256 %ashr256_100 to i64
  %s142 = lshr i256 %ashr256_100, 64
  %mi142 = trunc i256 %s142 to i64
  %t142 = lshr i256 %ashr256_100, 128
  %hi142 = trunc i256 %t142 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n142, i64 %lo142, i64 %mi142, i64 %hi142)
  %shl256_127 = shl i256 %b256, 127
  %lo143 = trunc i256 %shl256_127 to i64
  %s143 = lshr i256 %shl256_127, 64
  %mi143 = trunc i256 %s143 to i64
  %t143 = lshr i256 %shl256_127, 128
  %hi143 = trunc i256 %t143 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n143, i64 %lo143, i64 %mi143, i64 %hi143)
  %lshr256_127 = lshr i256 %b256, 127
  %lo144 = trunc i256 %lshr256_127 to i64
  %s144 = lshr i256 %lshr256_127, 64
  %mi144 = trunc i256 %s144 to i64
  %t144 = lshr i256 %lshr256_127, 128
  %hi144 = trunc i256 %t144 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n144, i64 %lo144, i64 %mi144, i64 %hi144)
  %ashr256_127 = ashr i256 %b256, 127
  %lo145 = trunc i256 %ashr256_127 to i64
  %s145 = lshr i256 %ashr256_127, 64
  %mi145 = trunc i256 %s145 to i64
  %t145 = lshr i256 %ashr256_127, 128
  %hi145 = trunc i256 %t145 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n145, i64 %lo145, i64 %mi145, i64 %hi145)
  %shl256_128 = shl i256 %b256, 128
  %lo146 = trunc i256 %shl256_128 to i64
  %s146 = lshr i256 %shl256_128, 64
  %mi146 = trunc i256 %s146 to i64
  %t146 = lshr i256 %shl256_128, 128
  %hi146 = trunc i256 %t146 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n146, i64 %lo146, i64 %mi146, i64 %hi146)
  %lshr256_128 = lshr i256 %b256, 128
  %lo147 = trunc i256 %lshr256_128 to i64
  %s147 = lshr i256 %lshr256_128, 64
  %mi147 = trunc i256 %s147 to i64
  %t147 = lshr i256 %lshr256_128, 128
  %hi147 = trunc i256 %t147 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n147, i64 %lo147, i64 %mi147, i64 %hi147)
  %ashr256_128 = ashr i256 %b256, 128
  %lo148 = trunc i256 %ashr256_128 to i64
  %s148 = lshr i256 %ashr256_128, 64
  %mi148 = trunc i256 %s148 to i64
  %t148 = lshr i256 %ashr256_128, 128
  %hi148 = trunc i256 %t148 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n148, i64 %lo148, i64 %mi148, i64 %hi148)
  %shl256_129 = shl i256 %b256, 129
  %lo149 = trunc i256 %shl256_129 to i64
  %s149 = lshr i256 %shl256_129, 64
  %mi149 = trunc i256 %s149 to i64
  %t149 = lshr i256 %shl256_129, 128
  %hi149 = trunc i256 %t149 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n149, i64 %lo149, i64 %mi149, i64 %hi149)
  %lshr256_129 = lshr i256 %b256, 129
  %lo150 = trunc i256 %lshr256_129 to i64
  %s150 = lshr i256 %lshr256_129, 64
  %mi150 = trunc i256 %s150 to i64
  %t150 = lshr i256 %lshr256_129, 128
  %hi150 = trunc i256 %t150 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n150, i64 %lo150, i64 %mi150, i64 %hi150)
  %ashr256_129 = ashr i256 %b256, 129
  %lo151 = trunc i256 %ashr256_129 to i64
  %s151 = lshr i256 %ashr256_129, 64
  %mi151 = trunc i256 %s151 to i64
  %t151 = lshr i256 %ashr256_129, 128
  %hi151 = trunc i256 %t151 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n151, i64 %lo151, i64 %mi151, i64 %hi151)
  %shl256_255 = shl i256 %b256, 255
  %lo152 = trunc i256 %shl256_255 to i64
  %s152 = lshr i256 %shl256_255, 64
  %mi152 = trunc i256 %s152 to i64
  %t152 = lshr i256 %shl256_255, 128
  %hi152 = trunc i256 %t152 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n152, i64 %lo152, i64 %mi152, i64 %hi152)
  %lshr256_255 = lshr i256 %b256, 255
  %lo153 = trunc i256 %lshr256_255 to i64
  %s153 = lshr i256 %lshr256_255, 64
  %mi153 = trunc i256 %s153 to i64
  %t153 = lshr i256 %lshr256_255, 128
  %hi153 = trunc i256 %t153 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n153, i64 %lo153, i64 %mi153, i64 %hi153)
  %ashr256_255 = ashr i256 %b256, 255
  %lo154 = trunc i256 %ashr256_255 to i64
  %s154 = lshr i256 %ashr256_255, 64
  %mi154 = trunc i256 %s154 to i64
  %t154 = lshr i256 %ashr256_255, 128
  %hi154 = trunc i256 %t154 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n154, i64 %lo154, i64 %mi154, i64 %hi154)
  %z256 = zext i32 -5 to i256
  %lo155 = trunc i256 %z256 to i64
  %s155 = lshr i256 %z256, 64
  %mi155 = trunc i256 %s155 to i64
  %t155 = lshr i256 %z256, 128
  %hi155 = trunc i256 %t155 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n155, i64 %lo155, i64 %mi155, i64 %hi155)
  %x256 = sext i32 -5 to i256
  %lo156 = trunc i256 %x256 to i64
  %s156 = lshr i256 %x256, 64
  %mi156 = trunc i256 %s156 to i64
  %t156 = lshr i256 %x256, 128
  %hi156 = trunc i256 %t156 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n156, i64 %lo156, i64 %mi156, i64 %hi156)
  %w256 = trunc i256 %b256 to i128
  %wz256 = zext i128 %w256 to i256
  %lo157 = trunc i256 %wz256 to i64
  %s157 = lshr i256 %wz256, 64
  %mi157 = trunc i256 %s157 to i64
  %t157 = lshr i256 %wz256, 128
  %hi157 = trunc i256 %t157 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n157, i64 %lo157, i64 %mi157, i64 %hi157)
  %ws256 = sext i128 %w256 to i256
  %lo158 = trunc i256 %ws256 to i64
  %s158 = lshr i256 %ws256, 64
  %mi158 = trunc i256 %s158 to i64
  %t158 = lshr i256 %ws256, 128
  %hi158 = trunc i256 %t158 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n158, i64 %lo158, i64 %mi158, i64 %hi158)
  store i256 %sub256, ptr %p256
  %rl256 = load i256, ptr %p256
  %lo159 = trunc i256 %rl256 to i64
  %s159 = lshr i256 %rl256, 64
  %mi159 = trunc i256 %s159 to i64
  %t159 = lshr i256 %rl256, 128
  %hi159 = trunc i256 %t159 to i64
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @n159, i64 %lo159, i64 %mi159, i64 %hi159)
  ret i32 0
}
