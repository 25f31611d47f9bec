@fmt = private constant [11 x i8] c"%s %016lx\0A\00"
declare i32 @printf(ptr, ...)
define internal i64 @sw64(i64 %x) {
entry:
  switch i64 %x, label %dflt [
    i64 5000, label %t0
    i64 5001, label %t1
    i64 5002, label %t2
    i64 5003, label %t3
    i64 5004, label %t4
    i64 5005, label %t5
    i64 5006, label %t6
    i64 5007, label %t7
    i64 5008, label %t8
    i64 5009, label %t9
    i64 5010, label %t10
    i64 5011, label %t11
    i64 5012, label %t12
    i64 5013, label %t13
    i64 5014, label %t14
    i64 5015, label %t15
    i64 5016, label %t16
    i64 5017, label %t17
    i64 5018, label %t18
    i64 5019, label %t19
    i64 5020, label %t20
    i64 5021, label %t21
    i64 5022, label %t22
    i64 5023, label %t23
    i64 5024, label %t24
    i64 5025, label %t25
    i64 5026, label %t26
    i64 5027, label %t27
    i64 5028, label %t28
    i64 5029, label %t29
    i64 2147483648, label %t30
    i64 2147483649, label %t31
    i64 2147483650, label %t32
    i64 2147483651, label %t33
    i64 2147483652, label %t34
    i64 2147483653, label %t35
    i64 2147483654, label %t36
    i64 2147483655, label %t0
    i64 2147483656, label %t1
    i64 2147483657, label %t2
    i64 2147483658, label %t3
    i64 2147483659, label %t4
    i64 2147483660, label %t5
    i64 2147483661, label %t6
    i64 2147483662, label %t7
    i64 2147483663, label %t8
    i64 2147483664, label %t9
    i64 2147483665, label %t10
    i64 2147483666, label %t11
    i64 2147483667, label %t12
    i64 2147483668, label %t13
    i64 2147483669, label %t14
    i64 2147483670, label %t15
    i64 2147483671, label %t16
    i64 2147483672, label %t17
    i64 2147483673, label %t18
    i64 2147483674, label %t19
    i64 2147483675, label %t20
    i64 2147483676, label %t21
    i64 2147483677, label %t22
    i64 2397408006, label %t23
    i64 4294967286, label %t24
    i64 4294967287, label %t25
    i64 4294967288, label %t26
    i64 4294967289, label %t27
    i64 4294967290, label %t28
    i64 4294967291, label %t29
    i64 4294967292, label %t30
    i64 4294967293, label %t31
    i64 4294967294, label %t32
    i64 4294967295, label %t33
    i64 4294967296, label %t34
    i64 4294967297, label %t35
    i64 4294967298, label %t36
    i64 4294967299, label %t0
    i64 4294967300, label %t1
    i64 4294967301, label %t2
    i64 4294967302, label %t3
    i64 4294967303, label %t4
    i64 4294967304, label %t5
    i64 4294967305, label %t6
    i64 4294967306, label %t7
    i64 4294967307, label %t8
    i64 4294967308, label %t9
    i64 4294967309, label %t10
    i64 4294967310, label %t11
    i64 4294967311, label %t12
    i64 4294967312, label %t13
    i64 4294967313, label %t14
    i64 4294967314, label %t15
    i64 4294967315, label %t16
    i64 7229696667, label %t17
    i64 15150799378, label %t18
    i64 19516335556, label %t19
    i64 21065784206, label %t20
    i64 24699992545, label %t21
    i64 37504750954, label %t22
    i64 40383641250, label %t23
    i64 44145856886, label %t24
    i64 50947634333, label %t25
    i64 58063651322, label %t26
    i64 58815731966, label %t27
    i64 61224507985, label %t28
    i64 62348568585, label %t29
    i64 65496206512, label %t30
    i64 68306328093, label %t31
    i64 70566975714, label %t32
    i64 71472311837, label %t33
    i64 74134234997, label %t34
    i64 85030608400, label %t35
    i64 87296299347, label %t36
    i64 89165386336, label %t0
    i64 91518942063, label %t1
    i64 91900492751, label %t2
    i64 96324275480, label %t3
    i64 101693050195, label %t4
    i64 102131181099, label %t5
    i64 102534482705, label %t6
    i64 111045605738, label %t7
    i64 114517887415, label %t8
    i64 125324437409, label %t9
    i64 127320340562, label %t10
    i64 132941035370, label %t11
    i64 133055842937, label %t12
    i64 138043306759, label %t13
    i64 138992296528, label %t14
    i64 147242830268, label %t15
    i64 155674350190, label %t16
    i64 156594157255, label %t17
    i64 157299628118, label %t18
    i64 157856672052, label %t19
    i64 162333104228, label %t20
    i64 162768422562, label %t21
    i64 163314658339, label %t22
    i64 168268441464, label %t23
    i64 178345189735, label %t24
    i64 181778448556, label %t25
    i64 183508178981, label %t26
    i64 183892021168, label %t27
    i64 186402189287, label %t28
    i64 189501125039, label %t29
    i64 192596655966, label %t30
    i64 199787376447, label %t31
    i64 201818580132, label %t32
    i64 204390773899, label %t33
    i64 204445813476, label %t34
    i64 211859781920, label %t35
    i64 216674452953, label %t36
    i64 226303533423, label %t0
    i64 236104812773, label %t1
    i64 238592561949, label %t2
    i64 241611979973, label %t3
    i64 249290714926, label %t4
    i64 249770809561, label %t5
    i64 256061986351, label %t6
    i64 260444287375, label %t7
    i64 262432533240, label %t8
    i64 267568630837, label %t9
    i64 269028516537, label %t10
    i64 271564475353, label %t11
    i64 275688159850, label %t12
    i64 277676061571, label %t13
    i64 289731825855, label %t14
    i64 294395528522, label %t15
    i64 297669456729, label %t16
    i64 298930236213, label %t17
    i64 299264423445, label %t18
    i64 302452983618, label %t19
    i64 306296196654, label %t20
    i64 309460134401, label %t21
    i64 310793401956, label %t22
    i64 313104805353, label %t23
    i64 313266073297, label %t24
    i64 320665590984, label %t25
    i64 323501090850, label %t26
    i64 326069026946, label %t27
    i64 329006613030, label %t28
    i64 341465359703, label %t29
    i64 341656347645, label %t30
    i64 342352407187, label %t31
    i64 343274670122, label %t32
    i64 354606790351, label %t33
    i64 357557000888, label %t34
    i64 360486270943, label %t35
    i64 367360373908, label %t36
    i64 368300086595, label %t0
    i64 370227869919, label %t1
    i64 374981556365, label %t2
    i64 388117315981, label %t3
    i64 392191766363, label %t4
    i64 392309999687, label %t5
    i64 392989559648, label %t6
    i64 398125306748, label %t7
    i64 400996154592, label %t8
    i64 401964907333, label %t9
    i64 402898780944, label %t10
    i64 413318505287, label %t11
    i64 413833710538, label %t12
    i64 420841751611, label %t13
    i64 424913913372, label %t14
    i64 425061999272, label %t15
    i64 430197920431, label %t16
    i64 430231352402, label %t17
    i64 432724380155, label %t18
    i64 433845555751, label %t19
    i64 437181426026, label %t20
    i64 439122743868, label %t21
    i64 440384187446, label %t22
    i64 440389824110, label %t23
    i64 441603469860, label %t24
    i64 444590783072, label %t25
    i64 448344103185, label %t26
    i64 452834237805, label %t27
    i64 459177647683, label %t28
    i64 459689234269, label %t29
    i64 460242245938, label %t30
    i64 463452624999, label %t31
    i64 464392138219, label %t32
    i64 466593150159, label %t33
    i64 469918066072, label %t34
    i64 482914337886, label %t35
    i64 483398446193, label %t36
    i64 484251239469, label %t0
    i64 491812091907, label %t1
    i64 493679845338, label %t2
    i64 500799444657, label %t3
    i64 504393494830, label %t4
    i64 507074086958, label %t5
    i64 525351973132, label %t6
    i64 526051994647, label %t7
    i64 527385017162, label %t8
    i64 538190771211, label %t9
    i64 541337776542, label %t10
    i64 553294687004, label %t11
    i64 554539687638, label %t12
    i64 563395824367, label %t13
    i64 566547629239, label %t14
    i64 567476158734, label %t15
    i64 571067388768, label %t16
    i64 574080773671, label %t17
    i64 585770607763, label %t18
    i64 587922770289, label %t19
    i64 590448785118, label %t20
    i64 592581107164, label %t21
    i64 592698696205, label %t22
    i64 594046002934, label %t23
    i64 598544089507, label %t24
    i64 602138307553, label %t25
    i64 604284270027, label %t26
    i64 608069361968, label %t27
    i64 608263557763, label %t28
    i64 612759129436, label %t29
    i64 613084861726, label %t30
    i64 615929984704, label %t31
    i64 617753539761, label %t32
    i64 621047076191, label %t33
    i64 630798269613, label %t34
    i64 639809254647, label %t35
    i64 641487521757, label %t36
    i64 643342621193, label %t0
    i64 646974757669, label %t1
    i64 650397439627, label %t2
    i64 658074319256, label %t3
    i64 663297386457, label %t4
    i64 663856970112, label %t5
    i64 676415592562, label %t6
    i64 681498665019, label %t7
    i64 682724004594, label %t8
    i64 684241879834, label %t9
    i64 685793444805, label %t10
    i64 685823741530, label %t11
    i64 686616149813, label %t12
    i64 687153607698, label %t13
    i64 695274408880, label %t14
    i64 699037274192, label %t15
    i64 720270778444, label %t16
    i64 722749816783, label %t17
    i64 723769580035, label %t18
    i64 733087699029, label %t19
    i64 733142731851, label %t20
    i64 734543999706, label %t21
    i64 735448606504, label %t22
    i64 736064599261, label %t23
    i64 740009415617, label %t24
    i64 740094310429, label %t25
    i64 741340787073, label %t26
    i64 741767900483, label %t27
    i64 741984832272, label %t28
    i64 743726275064, label %t29
    i64 743926103183, label %t30
    i64 744159772361, label %t31
    i64 746097380303, label %t32
    i64 748314343823, label %t33
    i64 750241600052, label %t34
    i64 750463923744, label %t35
    i64 752702166989, label %t36
    i64 753702310065, label %t0
    i64 761440966987, label %t1
    i64 765059560846, label %t2
    i64 771661357177, label %t3
    i64 776788272731, label %t4
    i64 780061727076, label %t5
    i64 780082043755, label %t6
    i64 783431594110, label %t7
    i64 783465996037, label %t8
    i64 783691047354, label %t9
    i64 794499436008, label %t10
    i64 795311220051, label %t11
    i64 799303415305, label %t12
    i64 802315386438, label %t13
    i64 804706408167, label %t14
    i64 806833266162, label %t15
    i64 809343872585, label %t16
    i64 809426367072, label %t17
    i64 817604243968, label %t18
    i64 818148578600, label %t19
    i64 821669498801, label %t20
    i64 822948722634, label %t21
    i64 824253363924, label %t22
    i64 832297382179, label %t23
    i64 834203230533, label %t24
    i64 837639497144, label %t25
    i64 838131086565, label %t26
    i64 843935516529, label %t27
    i64 849072576378, label %t28
    i64 849268945945, label %t29
    i64 856694063180, label %t30
    i64 856697181960, label %t31
    i64 858032189340, label %t32
    i64 860031642836, label %t33
    i64 866495529034, label %t34
    i64 866727441725, label %t35
    i64 877699231504, label %t36
    i64 878534192463, label %t0
    i64 892605028849, label %t1
    i64 892927830758, label %t2
    i64 894330323672, label %t3
    i64 898874940250, label %t4
    i64 912133136502, label %t5
    i64 914443678514, label %t6
    i64 928177407183, label %t7
    i64 928825930127, label %t8
    i64 931952644139, label %t9
    i64 933779247817, label %t10
    i64 940795021602, label %t11
    i64 946686623165, label %t12
    i64 949346025156, label %t13
    i64 950413607798, label %t14
    i64 959849693271, label %t15
    i64 961792241424, label %t16
    i64 968050153639, label %t17
    i64 969259823822, label %t18
    i64 970457742317, label %t19
    i64 977946750565, label %t20
    i64 978851126601, label %t21
    i64 979023524727, label %t22
    i64 979023677647, label %t23
    i64 984243929607, label %t24
    i64 990780672983, label %t25
    i64 992354052994, label %t26
    i64 998674453249, label %t27
    i64 1001938113186, label %t28
    i64 1002193102222, label %t29
    i64 1003172555448, label %t30
    i64 1006235698879, label %t31
    i64 1010204615198, label %t32
    i64 1010390525069, label %t33
    i64 1012797732952, label %t34
    i64 1018626926778, label %t35
    i64 1032201004076, label %t36
    i64 1033351826904, label %t0
    i64 1036956627383, label %t1
    i64 1048555757655, label %t2
    i64 1060437932577, label %t3
    i64 1062466480401, label %t4
    i64 1064881394146, label %t5
    i64 1067057519611, label %t6
    i64 1068272178025, label %t7
    i64 1068629842110, label %t8
    i64 1069118319104, label %t9
    i64 1071617023276, label %t10
    i64 1074208186392, label %t11
    i64 1075792191989, label %t12
    i64 1080363000279, label %t13
    i64 1083962512374, label %t14
    i64 1084389441592, label %t15
    i64 1085045589288, label %t16
    i64 1087708414233, label %t17
    i64 1096404423509, label %t18
    i64 1098158686572, label %t19
    i64 -40, label %t20
    i64 -39, label %t21
    i64 -38, label %t22
    i64 -37, label %t23
    i64 -36, label %t24
    i64 -35, label %t25
    i64 -34, label %t26
    i64 -33, label %t27
    i64 -32, label %t28
    i64 -31, label %t29
    i64 -30, label %t30
    i64 -29, label %t31
    i64 -28, label %t32
    i64 -27, label %t33
    i64 -26, label %t34
    i64 -25, label %t35
    i64 -24, label %t36
    i64 -23, label %t0
    i64 -22, label %t1
    i64 -21, label %t2
    i64 -20, label %t3
    i64 -19, label %t4
    i64 -18, label %t5
    i64 -17, label %t6
    i64 -16, label %t7
    i64 -15, label %t8
    i64 -14, label %t9
    i64 -13, label %t10
    i64 -12, label %t11
    i64 -11, label %t12
  ]
t0:
  br label %join
t1:
  br label %join
t2:
  br label %join
t3:
  br label %join
t4:
  br label %join
t5:
  br label %join
t6:
  br label %join
t7:
  br label %join
t8:
  br label %join
t9:
  br label %join
t10:
  br label %join
t11:
  br label %join
t12:
  br label %join
t13:
  br label %join
t14:
  br label %join
t15:
  br label %join
t16:
  br label %join
t17:
  br label %join
t18:
  br label %join
t19:
  br label %join
t20:
  br label %join
t21:
  br label %join
t22:
  br label %join
t23:
  br label %join
t24:
  br label %join
t25:
  br label %join
t26:
  br label %join
t27:
  br label %join
t28:
  br label %join
t29:
  br label %join
t30:
  br label %join
t31:
  br label %join
t32:
  br label %join
t33:
  br label %join
t34:
  br label %join
t35:
  br label %join
t36:
  br label %join
dflt:
  br label %join
join:
  %r = phi i64 [ 3, %t0 ], [ 10, %t1 ], [ 17, %t2 ], [ 24, %t3 ], [ 31, %t4 ], [ 38, %t5 ], [ 45, %t6 ], [ 52, %t7 ], [ 59, %t8 ], [ 66, %t9 ], [ 73, %t10 ], [ 80, %t11 ], [ 87, %t12 ], [ 94, %t13 ], [ 101, %t14 ], [ 108, %t15 ], [ 115, %t16 ], [ 122, %t17 ], [ 129, %t18 ], [ 136, %t19 ], [ 143, %t20 ], [ 150, %t21 ], [ 157, %t22 ], [ 164, %t23 ], [ 171, %t24 ], [ 178, %t25 ], [ 185, %t26 ], [ 192, %t27 ], [ 199, %t28 ], [ 206, %t29 ], [ 213, %t30 ], [ 220, %t31 ], [ 227, %t32 ], [ 234, %t33 ], [ 241, %t34 ], [ 248, %t35 ], [ 255, %t36 ], [ 1000003, %dflt ]
  ret i64 %r
}
define internal i64 @sw16(i16 %x) {
entry:
  switch i16 %x, label %dflt [
    i16 122, label %t0
    i16 312, label %t1
    i16 527, label %t2
    i16 575, label %t3
    i16 735, label %t4
    i16 772, label %t5
    i16 953, label %t6
    i16 963, label %t7
    i16 985, label %t8
    i16 1088, label %t9
    i16 1119, label %t10
    i16 1304, label %t0
    i16 1312, label %t1
    i16 1334, label %t2
    i16 1349, label %t3
    i16 1378, label %t4
    i16 1398, label %t5
    i16 1408, label %t6
    i16 1450, label %t7
    i16 1546, label %t8
    i16 1693, label %t9
    i16 1697, label %t10
    i16 2430, label %t0
    i16 2592, label %t1
    i16 2705, label %t2
    i16 2790, label %t3
    i16 2834, label %t4
    i16 2895, label %t5
    i16 2988, label %t6
    i16 3338, label %t7
    i16 3466, label %t8
    i16 3546, label %t9
    i16 3603, label %t10
    i16 3698, label %t0
    i16 3881, label %t1
    i16 3910, label %t2
    i16 3942, label %t3
    i16 4031, label %t4
    i16 4103, label %t5
    i16 4134, label %t6
    i16 4226, label %t7
    i16 4657, label %t8
    i16 4884, label %t9
    i16 5150, label %t10
    i16 5336, label %t0
    i16 5431, label %t1
    i16 5660, label %t2
    i16 5679, label %t3
    i16 5698, label %t4
    i16 5710, label %t5
    i16 5899, label %t6
    i16 6165, label %t7
    i16 6711, label %t8
    i16 6730, label %t9
    i16 7408, label %t10
    i16 7521, label %t0
    i16 7650, label %t1
    i16 7774, label %t2
    i16 7815, label %t3
    i16 7819, label %t4
    i16 7870, label %t5
    i16 8126, label %t6
    i16 8152, label %t7
    i16 8187, label %t8
    i16 8507, label %t9
    i16 8674, label %t10
    i16 8730, label %t0
    i16 8825, label %t1
    i16 9052, label %t2
    i16 9481, label %t3
    i16 9500, label %t4
    i16 9936, label %t5
    i16 10347, label %t6
    i16 10362, label %t7
    i16 10469, label %t8
    i16 10472, label %t9
    i16 10613, label %t10
    i16 11029, label %t0
    i16 11151, label %t1
    i16 11169, label %t2
    i16 11351, label %t3
    i16 11366, label %t4
    i16 11493, label %t5
    i16 11520, label %t6
    i16 11601, label %t7
    i16 11659, label %t8
    i16 11677, label %t9
    i16 11826, label %t10
    i16 11909, label %t0
    i16 12013, label %t1
    i16 12138, label %t2
    i16 12651, label %t3
    i16 12666, label %t4
    i16 13035, label %t5
    i16 13112, label %t6
    i16 13233, label %t7
    i16 13316, label %t8
    i16 13544, label %t9
    i16 13558, label %t10
    i16 13651, label %t0
    i16 13688, label %t1
    i16 13875, label %t2
    i16 13947, label %t3
    i16 14081, label %t4
    i16 14157, label %t5
    i16 14232, label %t6
    i16 14253, label %t7
    i16 14264, label %t8
    i16 14495, label %t9
    i16 14864, label %t10
    i16 14973, label %t0
    i16 15355, label %t1
    i16 15377, label %t2
    i16 15425, label %t3
    i16 15436, label %t4
    i16 15581, label %t5
    i16 15599, label %t6
    i16 15635, label %t7
    i16 15678, label %t8
    i16 15740, label %t9
    i16 15895, label %t10
    i16 15991, label %t0
    i16 16005, label %t1
    i16 16019, label %t2
    i16 16076, label %t3
    i16 16201, label %t4
    i16 16308, label %t5
    i16 16422, label %t6
    i16 16509, label %t7
    i16 16604, label %t8
    i16 17086, label %t9
    i16 17120, label %t10
    i16 17121, label %t0
    i16 17160, label %t1
    i16 17318, label %t2
    i16 17525, label %t3
    i16 17655, label %t4
    i16 17675, label %t5
    i16 17749, label %t6
    i16 17789, label %t7
    i16 17963, label %t8
    i16 18114, label %t9
    i16 18330, label %t10
    i16 18332, label %t0
    i16 18440, label %t1
    i16 18503, label %t2
    i16 18533, label %t3
    i16 18712, label %t4
    i16 18815, label %t5
    i16 18887, label %t6
    i16 18893, label %t7
    i16 18964, label %t8
    i16 19001, label %t9
    i16 19171, label %t10
    i16 19214, label %t0
    i16 19248, label %t1
    i16 19429, label %t2
    i16 19480, label %t3
    i16 19500, label %t4
    i16 19735, label %t5
    i16 19783, label %t6
    i16 19834, label %t7
    i16 20577, label %t8
    i16 20583, label %t9
    i16 20730, label %t10
    i16 20847, label %t0
    i16 20869, label %t1
    i16 20950, label %t2
    i16 21162, label %t3
    i16 21363, label %t4
    i16 21421, label %t5
    i16 21462, label %t6
    i16 21624, label %t7
    i16 21720, label %t8
    i16 21886, label %t9
    i16 22037, label %t10
    i16 22159, label %t0
    i16 22307, label %t1
    i16 22346, label %t2
    i16 22460, label %t3
    i16 22528, label %t4
    i16 22573, label %t5
    i16 22777, label %t6
    i16 22794, label %t7
    i16 22827, label %t8
    i16 22854, label %t9
    i16 22958, label %t10
    i16 23027, label %t0
    i16 23030, label %t1
    i16 23050, label %t2
    i16 23355, label %t3
    i16 23362, label %t4
    i16 23366, label %t5
    i16 23480, label %t6
    i16 23945, label %t7
    i16 23968, label %t8
    i16 24251, label %t9
    i16 24372, label %t10
    i16 24427, label %t0
    i16 24626, label %t1
    i16 24627, label %t2
    i16 24721, label %t3
    i16 25242, label %t4
    i16 25554, label %t5
    i16 25663, label %t6
    i16 25697, label %t7
    i16 25760, label %t8
    i16 25869, label %t9
    i16 25961, label %t10
    i16 26150, label %t0
    i16 26221, label %t1
    i16 26548, label %t2
    i16 26879, label %t3
    i16 27080, label %t4
    i16 27107, label %t5
    i16 27162, label %t6
    i16 27212, label %t7
    i16 27226, label %t8
    i16 27258, label %t9
    i16 27572, label %t10
    i16 27861, label %t0
    i16 28286, label %t1
    i16 28731, label %t2
    i16 28828, label %t3
    i16 29032, label %t4
    i16 29040, label %t5
    i16 29214, label %t6
    i16 29291, label %t7
    i16 29297, label %t8
    i16 29427, label %t9
    i16 29548, label %t10
    i16 29723, label %t0
    i16 29732, label %t1
    i16 29748, label %t2
    i16 29898, label %t3
    i16 29948, label %t4
    i16 29956, label %t5
    i16 30090, label %t6
    i16 30185, label %t7
    i16 30205, label %t8
    i16 30229, label %t9
    i16 30559, label %t10
    i16 30630, label %t0
    i16 30950, label %t1
    i16 30954, label %t2
    i16 31431, label %t3
    i16 31551, label %t4
    i16 31566, label %t5
    i16 31873, label %t6
    i16 32066, label %t7
    i16 32174, label %t8
    i16 32292, label %t9
    i16 32355, label %t10
    i16 32450, label %t0
    i16 -32749, label %t1
    i16 -32557, label %t2
    i16 -31972, label %t3
    i16 -31919, label %t4
    i16 -31890, label %t5
    i16 -31884, label %t6
    i16 -31569, label %t7
    i16 -31364, label %t8
    i16 -31333, label %t9
    i16 -31048, label %t10
    i16 -30883, label %t0
    i16 -30815, label %t1
    i16 -30692, label %t2
    i16 -30678, label %t3
    i16 -30633, label %t4
    i16 -30358, label %t5
    i16 -30222, label %t6
    i16 -30190, label %t7
    i16 -29906, label %t8
    i16 -29771, label %t9
    i16 -29693, label %t10
    i16 -29692, label %t0
    i16 -29460, label %t1
    i16 -29384, label %t2
    i16 -29262, label %t3
    i16 -29162, label %t4
    i16 -28993, label %t5
    i16 -28852, label %t6
    i16 -28827, label %t7
    i16 -28805, label %t8
    i16 -28734, label %t9
    i16 -28721, label %t10
    i16 -28309, label %t0
    i16 -28073, label %t1
    i16 -27588, label %t2
    i16 -27543, label %t3
    i16 -26821, label %t4
    i16 -26635, label %t5
    i16 -26475, label %t6
    i16 -26352, label %t7
    i16 -26265, label %t8
    i16 -26172, label %t9
    i16 -26125, label %t10
    i16 -25868, label %t0
    i16 -25609, label %t1
    i16 -25565, label %t2
    i16 -25558, label %t3
    i16 -25329, label %t4
    i16 -25281, label %t5
    i16 -25127, label %t6
    i16 -24944, label %t7
    i16 -24908, label %t8
    i16 -24740, label %t9
    i16 -24659, label %t10
    i16 -24602, label %t0
    i16 -24526, label %t1
    i16 -24346, label %t2
    i16 -24332, label %t3
    i16 -24208, label %t4
    i16 -24139, label %t5
    i16 -24058, label %t6
    i16 -23808, label %t7
    i16 -23803, label %t8
    i16 -23782, label %t9
    i16 -23586, label %t10
    i16 -23126, label %t0
    i16 -23048, label %t1
    i16 -23035, label %t2
    i16 -23029, label %t3
    i16 -22983, label %t4
    i16 -22833, label %t5
    i16 -22581, label %t6
    i16 -22518, label %t7
    i16 -22402, label %t8
    i16 -22299, label %t9
    i16 -22119, label %t10
    i16 -21722, label %t0
    i16 -21492, label %t1
    i16 -21417, label %t2
    i16 -21318, label %t3
    i16 -21220, label %t4
    i16 -21153, label %t5
    i16 -21093, label %t6
    i16 -20901, label %t7
    i16 -20743, label %t8
    i16 -20490, label %t9
    i16 -20455, label %t10
    i16 -20353, label %t0
    i16 -20320, label %t1
    i16 -20174, label %t2
    i16 -19928, label %t3
    i16 -19709, label %t4
    i16 -19374, label %t5
    i16 -19044, label %t6
    i16 -18945, label %t7
    i16 -18612, label %t8
    i16 -18240, label %t9
    i16 -18119, label %t10
    i16 -18070, label %t0
    i16 -17778, label %t1
    i16 -17501, label %t2
    i16 -17460, label %t3
    i16 -17336, label %t4
    i16 -17289, label %t5
    i16 -17172, label %t6
    i16 -16989, label %t7
    i16 -16929, label %t8
    i16 -16904, label %t9
    i16 -16823, label %t10
    i16 -16628, label %t0
    i16 -16505, label %t1
    i16 -16420, label %t2
    i16 -16242, label %t3
    i16 -16043, label %t4
    i16 -16027, label %t5
    i16 -15561, label %t6
    i16 -15351, label %t7
    i16 -15287, label %t8
    i16 -15219, label %t9
    i16 -15193, label %t10
    i16 -15176, label %t0
    i16 -14859, label %t1
    i16 -14484, label %t2
    i16 -14161, label %t3
    i16 -14102, label %t4
    i16 -14098, label %t5
    i16 -14057, label %t6
    i16 -14042, label %t7
    i16 -13695, label %t8
    i16 -13405, label %t9
    i16 -13230, label %t10
    i16 -13083, label %t0
    i16 -12700, label %t1
    i16 -12512, label %t2
    i16 -12487, label %t3
    i16 -12448, label %t4
    i16 -12444, label %t5
    i16 -12389, label %t6
    i16 -12284, label %t7
    i16 -12244, label %t8
    i16 -12178, label %t9
    i16 -11950, label %t10
    i16 -11671, label %t0
    i16 -11617, label %t1
    i16 -11313, label %t2
    i16 -11252, label %t3
    i16 -11241, label %t4
    i16 -11163, label %t5
    i16 -11018, label %t6
    i16 -10963, label %t7
    i16 -10836, label %t8
    i16 -10632, label %t9
    i16 -10593, label %t10
    i16 -10474, label %t0
    i16 -10249, label %t1
    i16 -10206, label %t2
    i16 -9993, label %t3
    i16 -9987, label %t4
    i16 -9765, label %t5
    i16 -9633, label %t6
    i16 -9607, label %t7
    i16 -9552, label %t8
    i16 -9517, label %t9
    i16 -9504, label %t10
    i16 -9462, label %t0
    i16 -9189, label %t1
    i16 -8930, label %t2
    i16 -8868, label %t3
    i16 -8775, label %t4
    i16 -8733, label %t5
    i16 -8701, label %t6
    i16 -8676, label %t7
    i16 -8647, label %t8
    i16 -8591, label %t9
    i16 -8509, label %t10
    i16 -8381, label %t0
    i16 -8277, label %t1
    i16 -8229, label %t2
    i16 -8187, label %t3
    i16 -8161, label %t4
    i16 -8103, label %t5
    i16 -8044, label %t6
    i16 -8009, label %t7
    i16 -7942, label %t8
    i16 -7297, label %t9
    i16 -7233, label %t10
    i16 -7160, label %t0
    i16 -7070, label %t1
    i16 -7062, label %t2
    i16 -7049, label %t3
    i16 -6948, label %t4
    i16 -6887, label %t5
    i16 -6679, label %t6
    i16 -6472, label %t7
    i16 -6253, label %t8
    i16 -5935, label %t9
    i16 -5931, label %t10
    i16 -5693, label %t0
    i16 -5666, label %t1
    i16 -5540, label %t2
    i16 -5343, label %t3
    i16 -5327, label %t4
    i16 -5305, label %t5
    i16 -5196, label %t6
    i16 -5005, label %t7
    i16 -4946, label %t8
    i16 -4679, label %t9
    i16 -4549, label %t10
    i16 -4518, label %t0
    i16 -4018, label %t1
    i16 -3690, label %t2
    i16 -3677, label %t3
    i16 -3591, label %t4
    i16 -3486, label %t5
    i16 -3467, label %t6
    i16 -3131, label %t7
    i16 -3057, label %t8
    i16 -3020, label %t9
    i16 -2947, label %t10
    i16 -2886, label %t0
    i16 -2802, label %t1
    i16 -2749, label %t2
    i16 -2549, label %t3
    i16 -2420, label %t4
    i16 -2386, label %t5
    i16 -2172, label %t6
    i16 -2051, label %t7
    i16 -2000, label %t8
    i16 -1761, label %t9
    i16 -1636, label %t10
    i16 -1492, label %t0
    i16 -1288, label %t1
    i16 -1278, label %t2
    i16 -938, label %t3
    i16 -911, label %t4
    i16 -847, label %t5
    i16 -693, label %t6
    i16 -590, label %t7
    i16 -528, label %t8
    i16 -458, label %t9
    i16 -455, label %t10
    i16 -358, label %t0
    i16 -269, label %t1
    i16 -264, label %t2
    i16 -147, label %t3
  ]
t0:
  br label %join
t1:
  br label %join
t2:
  br label %join
t3:
  br label %join
t4:
  br label %join
t5:
  br label %join
t6:
  br label %join
t7:
  br label %join
t8:
  br label %join
t9:
  br label %join
t10:
  br label %join
dflt:
  br label %join
join:
  %r = phi i64 [ 3, %t0 ], [ 10, %t1 ], [ 17, %t2 ], [ 24, %t3 ], [ 31, %t4 ], [ 38, %t5 ], [ 45, %t6 ], [ 52, %t7 ], [ 59, %t8 ], [ 66, %t9 ], [ 73, %t10 ], [ 1000003, %dflt ]
  ret i64 %r
}
define internal i64 @swpow(i64 %x) {
entry:
  switch i64 %x, label %dflt [
    i64 1, label %t0
    i64 2, label %t1
    i64 4, label %t2
    i64 8, label %t3
    i64 16, label %t4
    i64 32, label %t5
    i64 64, label %t6
    i64 128, label %t7
    i64 256, label %t8
    i64 512, label %t9
    i64 1024, label %t10
    i64 2048, label %t11
    i64 4096, label %t12
    i64 8192, label %t13
    i64 16384, label %t14
    i64 32768, label %t15
    i64 65536, label %t16
    i64 131072, label %t17
    i64 262144, label %t18
    i64 524288, label %t19
    i64 1048576, label %t20
    i64 2097152, label %t21
    i64 4194304, label %t22
    i64 8388608, label %t23
    i64 16777216, label %t24
    i64 33554432, label %t25
    i64 67108864, label %t26
    i64 134217728, label %t27
    i64 268435456, label %t28
    i64 536870912, label %t29
    i64 1073741824, label %t30
    i64 2147483648, label %t31
    i64 4294967296, label %t32
    i64 8589934592, label %t33
    i64 17179869184, label %t34
    i64 34359738368, label %t35
    i64 68719476736, label %t36
    i64 137438953472, label %t37
    i64 274877906944, label %t38
    i64 549755813888, label %t39
    i64 1099511627776, label %t40
    i64 2199023255552, label %t41
    i64 4398046511104, label %t42
    i64 8796093022208, label %t43
    i64 17592186044416, label %t44
    i64 35184372088832, label %t45
    i64 70368744177664, label %t46
    i64 140737488355328, label %t47
    i64 281474976710656, label %t48
    i64 562949953421312, label %t49
    i64 1125899906842624, label %t50
    i64 2251799813685248, label %t51
    i64 4503599627370496, label %t52
    i64 9007199254740992, label %t53
    i64 18014398509481984, label %t54
    i64 36028797018963968, label %t55
    i64 72057594037927936, label %t56
    i64 144115188075855872, label %t57
    i64 288230376151711744, label %t58
    i64 576460752303423488, label %t59
    i64 1152921504606846976, label %t60
    i64 2305843009213693952, label %t61
    i64 4611686018427387904, label %t62
    i64 -9223372036854775808, label %t63
  ]
t0:
  br label %join
t1:
  br label %join
t2:
  br label %join
t3:
  br label %join
t4:
  br label %join
t5:
  br label %join
t6:
  br label %join
t7:
  br label %join
t8:
  br label %join
t9:
  br label %join
t10:
  br label %join
t11:
  br label %join
t12:
  br label %join
t13:
  br label %join
t14:
  br label %join
t15:
  br label %join
t16:
  br label %join
t17:
  br label %join
t18:
  br label %join
t19:
  br label %join
t20:
  br label %join
t21:
  br label %join
t22:
  br label %join
t23:
  br label %join
t24:
  br label %join
t25:
  br label %join
t26:
  br label %join
t27:
  br label %join
t28:
  br label %join
t29:
  br label %join
t30:
  br label %join
t31:
  br label %join
t32:
  br label %join
t33:
  br label %join
t34:
  br label %join
t35:
  br label %join
t36:
  br label %join
t37:
  br label %join
t38:
  br label %join
t39:
  br label %join
t40:
  br label %join
t41:
  br label %join
t42:
  br label %join
t43:
  br label %join
t44:
  br label %join
t45:
  br label %join
t46:
  br label %join
t47:
  br label %join
t48:
  br label %join
t49:
  br label %join
t50:
  br label %join
t51:
  br label %join
t52:
  br label %join
t53:
  br label %join
t54:
  br label %join
t55:
  br label %join
t56:
  br label %join
t57:
  br label %join
t58:
  br label %join
t59:
  br label %join
t60:
  br label %join
t61:
  br label %join
t62:
  br label %join
t63:
  br label %join
dflt:
  br label %join
join:
  %r = phi i64 [ 3, %t0 ], [ 10, %t1 ], [ 17, %t2 ], [ 24, %t3 ], [ 31, %t4 ], [ 38, %t5 ], [ 45, %t6 ], [ 52, %t7 ], [ 59, %t8 ], [ 66, %t9 ], [ 73, %t10 ], [ 80, %t11 ], [ 87, %t12 ], [ 94, %t13 ], [ 101, %t14 ], [ 108, %t15 ], [ 115, %t16 ], [ 122, %t17 ], [ 129, %t18 ], [ 136, %t19 ], [ 143, %t20 ], [ 150, %t21 ], [ 157, %t22 ], [ 164, %t23 ], [ 171, %t24 ], [ 178, %t25 ], [ 185, %t26 ], [ 192, %t27 ], [ 199, %t28 ], [ 206, %t29 ], [ 213, %t30 ], [ 220, %t31 ], [ 227, %t32 ], [ 234, %t33 ], [ 241, %t34 ], [ 248, %t35 ], [ 255, %t36 ], [ 262, %t37 ], [ 269, %t38 ], [ 276, %t39 ], [ 283, %t40 ], [ 290, %t41 ], [ 297, %t42 ], [ 304, %t43 ], [ 311, %t44 ], [ 318, %t45 ], [ 325, %t46 ], [ 332, %t47 ], [ 339, %t48 ], [ 346, %t49 ], [ 353, %t50 ], [ 360, %t51 ], [ 367, %t52 ], [ 374, %t53 ], [ 381, %t54 ], [ 388, %t55 ], [ 395, %t56 ], [ 402, %t57 ], [ 409, %t58 ], [ 416, %t59 ], [ 423, %t60 ], [ 430, %t61 ], [ 437, %t62 ], [ 444, %t63 ], [ 1000003, %dflt ]
  ret i64 %r
}
@pts_sw64 = private constant [1032 x i64] [i64 0, i64 4999, i64 5000, i64 5001, i64 5002, i64 5003, i64 5004, i64 5005, i64 5006, i64 5007, i64 5008, i64 5009, i64 5010, i64 5011, i64 5012, i64 5013, i64 5014, i64 5015, i64 5016, i64 5017, i64 5018, i64 5019, i64 5020, i64 5021, i64 5022, i64 5023, i64 5024, i64 5025, i64 5026, i64 5027, i64 5028, i64 5029, i64 5030, i64 2147483647, i64 2147483648, i64 2147483649, i64 2147483650, i64 2147483651, i64 2147483652, i64 2147483653, i64 2147483654, i64 2147483655, i64 2147483656, i64 2147483657, i64 2147483658, i64 2147483659, i64 2147483660, i64 2147483661, i64 2147483662, i64 2147483663, i64 2147483664, i64 2147483665, i64 2147483666, i64 2147483667, i64 2147483668, i64 2147483669, i64 2147483670, i64 2147483671, i64 2147483672, i64 2147483673, i64 2147483674, i64 2147483675, i64 2147483676, i64 2147483677, i64 2147483678, i64 2397408005, i64 2397408006, i64 2397408007, i64 4294967285, i64 4294967286, i64 4294967287, i64 4294967288, i64 4294967289, i64 4294967290, i64 4294967291, i64 4294967292, i64 4294967293, i64 4294967294, i64 4294967295, i64 4294967296, i64 4294967297, i64 4294967298, i64 4294967299, i64 4294967300, i64 4294967301, i64 4294967302, i64 4294967303, i64 4294967304, i64 4294967305, i64 4294967306, i64 4294967307, i64 4294967308, i64 4294967309, i64 4294967310, i64 4294967311, i64 4294967312, i64 4294967313, i64 4294967314, i64 4294967315, i64 4294967316, i64 7229696666, i64 7229696667, i64 7229696668, i64 15150799377, i64 15150799378, i64 15150799379, i64 19516335555, i64 19516335556, i64 19516335557, i64 21065784205, i64 21065784206, i64 21065784207, i64 24699992544, i64 24699992545, i64 24699992546, i64 37504750953, i64 37504750954, i64 37504750955, i64 40383641249, i64 40383641250, i64 40383641251, i64 44145856885, i64 44145856886, i64 44145856887, i64 50947634332, i64 50947634333, i64 50947634334, i64 58063651321, i64 58063651322, i64 58063651323, i64 58815731965, i64 58815731966, i64 58815731967, i64 61224507984, i64 61224507985, i64 61224507986, i64 62348568584, i64 62348568585, i64 62348568586, i64 65496206511, i64 65496206512, i64 65496206513, i64 68306328092, i64 68306328093, i64 68306328094, i64 70566975713, i64 70566975714, i64 70566975715, i64 71472311836, i64 71472311837, i64 71472311838, i64 74134234996, i64 74134234997, i64 74134234998, i64 85030608399, i64 85030608400, i64 85030608401, i64 87296299346, i64 87296299347, i64 87296299348, i64 89165386335, i64 89165386336, i64 89165386337, i64 91518942062, i64 91518942063, i64 91518942064, i64 91900492750, i64 91900492751, i64 91900492752, i64 96324275479, i64 96324275480, i64 96324275481, i64 101693050194, i64 101693050195, i64 101693050196, i64 102131181098, i64 102131181099, i64 102131181100, i64 102534482704, i64 102534482705, i64 102534482706, i64 111045605737, i64 111045605738, i64 111045605739, i64 114517887414, i64 114517887415, i64 114517887416, i64 125324437408, i64 125324437409, i64 125324437410, i64 127320340561, i64 127320340562, i64 127320340563, i64 132941035369, i64 132941035370, i64 132941035371, i64 133055842936, i64 133055842937, i64 133055842938, i64 138043306758, i64 138043306759, i64 138043306760, i64 138992296527, i64 138992296528, i64 138992296529, i64 147242830267, i64 147242830268, i64 147242830269, i64 155674350189, i64 155674350190, i64 155674350191, i64 156594157254, i64 156594157255, i64 156594157256, i64 157299628117, i64 157299628118, i64 157299628119, i64 157856672051, i64 157856672052, i64 157856672053, i64 162333104227, i64 162333104228, i64 162333104229, i64 162768422561, i64 162768422562, i64 162768422563, i64 163314658338, i64 163314658339, i64 163314658340, i64 168268441463, i64 168268441464, i64 168268441465, i64 178345189734, i64 178345189735, i64 178345189736, i64 181778448555, i64 181778448556, i64 181778448557, i64 183508178980, i64 183508178981, i64 183508178982, i64 183892021167, i64 183892021168, i64 183892021169, i64 186402189286, i64 186402189287, i64 186402189288, i64 189501125038, i64 189501125039, i64 189501125040, i64 192596655965, i64 192596655966, i64 192596655967, i64 199787376446, i64 199787376447, i64 199787376448, i64 201818580131, i64 201818580132, i64 201818580133, i64 204390773898, i64 204390773899, i64 204390773900, i64 204445813475, i64 204445813476, i64 204445813477, i64 211859781919, i64 211859781920, i64 211859781921, i64 216674452952, i64 216674452953, i64 216674452954, i64 226303533422, i64 226303533423, i64 226303533424, i64 236104812772, i64 236104812773, i64 236104812774, i64 238592561948, i64 238592561949, i64 238592561950, i64 241611979972, i64 241611979973, i64 241611979974, i64 249290714925, i64 249290714926, i64 249290714927, i64 249770809560, i64 249770809561, i64 249770809562, i64 256061986350, i64 256061986351, i64 256061986352, i64 260444287374, i64 260444287375, i64 260444287376, i64 262432533239, i64 262432533240, i64 262432533241, i64 267568630836, i64 267568630837, i64 267568630838, i64 269028516536, i64 269028516537, i64 269028516538, i64 271564475352, i64 271564475353, i64 271564475354, i64 275688159849, i64 275688159850, i64 275688159851, i64 277676061570, i64 277676061571, i64 277676061572, i64 289731825854, i64 289731825855, i64 289731825856, i64 294395528521, i64 294395528522, i64 294395528523, i64 297669456728, i64 297669456729, i64 297669456730, i64 298930236212, i64 298930236213, i64 298930236214, i64 299264423444, i64 299264423445, i64 299264423446, i64 302452983617, i64 302452983618, i64 302452983619, i64 306296196653, i64 306296196654, i64 306296196655, i64 309460134400, i64 309460134401, i64 309460134402, i64 310793401955, i64 310793401956, i64 310793401957, i64 313104805352, i64 313104805353, i64 313104805354, i64 313266073296, i64 313266073297, i64 313266073298, i64 320665590983, i64 320665590984, i64 320665590985, i64 323501090849, i64 323501090850, i64 323501090851, i64 326069026945, i64 326069026946, i64 326069026947, i64 329006613029, i64 329006613030, i64 329006613031, i64 341465359702, i64 341465359703, i64 341465359704, i64 341656347644, i64 341656347645, i64 341656347646, i64 342352407186, i64 342352407187, i64 342352407188, i64 343274670121, i64 343274670122, i64 343274670123, i64 354606790350, i64 354606790351, i64 354606790352, i64 357557000887, i64 357557000888, i64 357557000889, i64 360486270942, i64 360486270943, i64 360486270944, i64 367360373907, i64 367360373908, i64 367360373909, i64 368300086594, i64 368300086595, i64 368300086596, i64 370227869918, i64 370227869919, i64 370227869920, i64 374981556364, i64 374981556365, i64 374981556366, i64 388117315980, i64 388117315981, i64 388117315982, i64 392191766362, i64 392191766363, i64 392191766364, i64 392309999686, i64 392309999687, i64 392309999688, i64 392989559647, i64 392989559648, i64 392989559649, i64 398125306747, i64 398125306748, i64 398125306749, i64 400996154591, i64 400996154592, i64 400996154593, i64 401964907332, i64 401964907333, i64 401964907334, i64 402898780943, i64 402898780944, i64 402898780945, i64 413318505286, i64 413318505287, i64 413318505288, i64 413833710537, i64 413833710538, i64 413833710539, i64 420841751610, i64 420841751611, i64 420841751612, i64 424913913371, i64 424913913372, i64 424913913373, i64 425061999271, i64 425061999272, i64 425061999273, i64 430197920430, i64 430197920431, i64 430197920432, i64 430231352401, i64 430231352402, i64 430231352403, i64 432724380154, i64 432724380155, i64 432724380156, i64 433845555750, i64 433845555751, i64 433845555752, i64 437181426025, i64 437181426026, i64 437181426027, i64 439122743867, i64 439122743868, i64 439122743869, i64 440384187445, i64 440384187446, i64 440384187447, i64 440389824109, i64 440389824110, i64 440389824111, i64 441603469859, i64 441603469860, i64 441603469861, i64 444590783071, i64 444590783072, i64 444590783073, i64 448344103184, i64 448344103185, i64 448344103186, i64 452834237804, i64 452834237805, i64 452834237806, i64 459177647682, i64 459177647683, i64 459177647684, i64 459689234268, i64 459689234269, i64 459689234270, i64 460242245937, i64 460242245938, i64 460242245939, i64 463452624998, i64 463452624999, i64 463452625000, i64 464392138218, i64 464392138219, i64 464392138220, i64 466593150158, i64 466593150159, i64 466593150160, i64 469918066071, i64 469918066072, i64 469918066073, i64 482914337885, i64 482914337886, i64 482914337887, i64 483398446192, i64 483398446193, i64 483398446194, i64 484251239468, i64 484251239469, i64 484251239470, i64 491812091906, i64 491812091907, i64 491812091908, i64 493679845337, i64 493679845338, i64 493679845339, i64 500799444656, i64 500799444657, i64 500799444658, i64 504393494829, i64 504393494830, i64 504393494831, i64 507074086957, i64 507074086958, i64 507074086959, i64 525351973131, i64 525351973132, i64 525351973133, i64 526051994646, i64 526051994647, i64 526051994648, i64 527385017161, i64 527385017162, i64 527385017163, i64 538190771210, i64 538190771211, i64 538190771212, i64 541337776541, i64 541337776542, i64 541337776543, i64 553294687003, i64 553294687004, i64 553294687005, i64 554539687637, i64 554539687638, i64 554539687639, i64 563395824366, i64 563395824367, i64 563395824368, i64 566547629238, i64 566547629239, i64 566547629240, i64 567476158733, i64 567476158734, i64 567476158735, i64 571067388767, i64 571067388768, i64 571067388769, i64 574080773670, i64 574080773671, i64 574080773672, i64 585770607762, i64 585770607763, i64 585770607764, i64 587922770288, i64 587922770289, i64 587922770290, i64 590448785117, i64 590448785118, i64 590448785119, i64 592581107163, i64 592581107164, i64 592581107165, i64 592698696204, i64 592698696205, i64 592698696206, i64 594046002933, i64 594046002934, i64 594046002935, i64 598544089506, i64 598544089507, i64 598544089508, i64 602138307552, i64 602138307553, i64 602138307554, i64 604284270026, i64 604284270027, i64 604284270028, i64 608069361967, i64 608069361968, i64 608069361969, i64 608263557762, i64 608263557763, i64 608263557764, i64 612759129435, i64 612759129436, i64 612759129437, i64 613084861725, i64 613084861726, i64 613084861727, i64 615929984703, i64 615929984704, i64 615929984705, i64 617753539760, i64 617753539761, i64 617753539762, i64 621047076190, i64 621047076191, i64 621047076192, i64 630798269612, i64 630798269613, i64 630798269614, i64 639809254646, i64 639809254647, i64 639809254648, i64 641487521756, i64 641487521757, i64 641487521758, i64 643342621192, i64 643342621193, i64 643342621194, i64 646974757668, i64 646974757669, i64 646974757670, i64 650397439626, i64 650397439627, i64 650397439628, i64 658074319255, i64 658074319256, i64 658074319257, i64 663297386456, i64 663297386457, i64 663297386458, i64 663856970111, i64 663856970112, i64 663856970113, i64 676415592561, i64 676415592562, i64 676415592563, i64 681498665018, i64 681498665019, i64 681498665020, i64 682724004593, i64 682724004594, i64 682724004595, i64 684241879833, i64 684241879834, i64 684241879835, i64 685793444804, i64 685793444805, i64 685793444806, i64 685823741529, i64 685823741530, i64 685823741531, i64 686616149812, i64 686616149813, i64 686616149814, i64 687153607697, i64 687153607698, i64 687153607699, i64 695274408879, i64 695274408880, i64 695274408881, i64 699037274191, i64 699037274192, i64 699037274193, i64 720270778443, i64 720270778444, i64 720270778445, i64 722749816782, i64 722749816783, i64 722749816784, i64 723769580034, i64 723769580035, i64 723769580036, i64 733087699028, i64 733087699029, i64 733087699030, i64 733142731850, i64 733142731851, i64 733142731852, i64 734543999705, i64 734543999706, i64 734543999707, i64 735448606503, i64 735448606504, i64 735448606505, i64 736064599260, i64 736064599261, i64 736064599262, i64 740009415616, i64 740009415617, i64 740009415618, i64 740094310428, i64 740094310429, i64 740094310430, i64 741340787072, i64 741340787073, i64 741340787074, i64 741767900482, i64 741767900483, i64 741767900484, i64 741984832271, i64 741984832272, i64 741984832273, i64 743726275063, i64 743726275064, i64 743726275065, i64 743926103182, i64 743926103183, i64 743926103184, i64 744159772360, i64 744159772361, i64 744159772362, i64 746097380302, i64 746097380303, i64 746097380304, i64 748314343822, i64 748314343823, i64 748314343824, i64 750241600051, i64 750241600052, i64 750241600053, i64 750463923743, i64 750463923744, i64 750463923745, i64 752702166988, i64 752702166989, i64 752702166990, i64 753702310064, i64 753702310065, i64 753702310066, i64 761440966986, i64 761440966987, i64 761440966988, i64 765059560845, i64 765059560846, i64 765059560847, i64 771661357176, i64 771661357177, i64 771661357178, i64 776788272730, i64 776788272731, i64 776788272732, i64 780061727075, i64 780061727076, i64 780061727077, i64 780082043754, i64 780082043755, i64 780082043756, i64 783431594109, i64 783431594110, i64 783431594111, i64 783465996036, i64 783465996037, i64 783465996038, i64 783691047353, i64 783691047354, i64 783691047355, i64 794499436007, i64 794499436008, i64 794499436009, i64 795311220050, i64 795311220051, i64 795311220052, i64 799303415304, i64 799303415305, i64 799303415306, i64 802315386437, i64 802315386438, i64 802315386439, i64 804706408166, i64 804706408167, i64 804706408168, i64 806833266161, i64 806833266162, i64 806833266163, i64 809343872584, i64 809343872585, i64 809343872586, i64 809426367071, i64 809426367072, i64 809426367073, i64 817604243967, i64 817604243968, i64 817604243969, i64 818148578599, i64 818148578600, i64 818148578601, i64 821669498800, i64 821669498801, i64 821669498802, i64 822948722633, i64 822948722634, i64 822948722635, i64 824253363923, i64 824253363924, i64 824253363925, i64 832297382178, i64 832297382179, i64 832297382180, i64 834203230532, i64 834203230533, i64 834203230534, i64 837639497143, i64 837639497144, i64 837639497145, i64 838131086564, i64 838131086565, i64 838131086566, i64 843935516528, i64 843935516529, i64 843935516530, i64 849072576377, i64 849072576378, i64 849072576379, i64 849268945944, i64 849268945945, i64 849268945946, i64 856694063179, i64 856694063180, i64 856694063181, i64 856697181959, i64 856697181960, i64 856697181961, i64 858032189339, i64 858032189340, i64 858032189341, i64 860031642835, i64 860031642836, i64 860031642837, i64 866495529033, i64 866495529034, i64 866495529035, i64 866727441724, i64 866727441725, i64 866727441726, i64 877699231503, i64 877699231504, i64 877699231505, i64 878534192462, i64 878534192463, i64 878534192464, i64 892605028848, i64 892605028849, i64 892605028850, i64 892927830757, i64 892927830758, i64 892927830759, i64 894330323671, i64 894330323672, i64 894330323673, i64 898874940249, i64 898874940250, i64 898874940251, i64 912133136501, i64 912133136502, i64 912133136503, i64 914443678513, i64 914443678514, i64 914443678515, i64 928177407182, i64 928177407183, i64 928177407184, i64 928825930126, i64 928825930127, i64 928825930128, i64 931952644138, i64 931952644139, i64 931952644140, i64 933779247816, i64 933779247817, i64 933779247818, i64 940795021601, i64 940795021602, i64 940795021603, i64 946686623164, i64 946686623165, i64 946686623166, i64 949346025155, i64 949346025156, i64 949346025157, i64 950413607797, i64 950413607798, i64 950413607799, i64 959849693270, i64 959849693271, i64 959849693272, i64 961792241423, i64 961792241424, i64 961792241425, i64 968050153638, i64 968050153639, i64 968050153640, i64 969259823821, i64 969259823822, i64 969259823823, i64 970457742316, i64 970457742317, i64 970457742318, i64 977946750564, i64 977946750565, i64 977946750566, i64 978851126600, i64 978851126601, i64 978851126602, i64 979023524726, i64 979023524727, i64 979023524728, i64 979023677646, i64 979023677647, i64 979023677648, i64 984243929606, i64 984243929607, i64 984243929608, i64 990780672982, i64 990780672983, i64 990780672984, i64 992354052993, i64 992354052994, i64 992354052995, i64 998674453248, i64 998674453249, i64 998674453250, i64 1001938113185, i64 1001938113186, i64 1001938113187, i64 1002193102221, i64 1002193102222, i64 1002193102223, i64 1003172555447, i64 1003172555448, i64 1003172555449, i64 1006235698878, i64 1006235698879, i64 1006235698880, i64 1010204615197, i64 1010204615198, i64 1010204615199, i64 1010390525068, i64 1010390525069, i64 1010390525070, i64 1012797732951, i64 1012797732952, i64 1012797732953, i64 1018626926777, i64 1018626926778, i64 1018626926779, i64 1032201004075, i64 1032201004076, i64 1032201004077, i64 1033351826903, i64 1033351826904, i64 1033351826905, i64 1036956627382, i64 1036956627383, i64 1036956627384, i64 1048555757654, i64 1048555757655, i64 1048555757656, i64 1060437932576, i64 1060437932577, i64 1060437932578, i64 1062466480400, i64 1062466480401, i64 1062466480402, i64 1064881394145, i64 1064881394146, i64 1064881394147, i64 1067057519610, i64 1067057519611, i64 1067057519612, i64 1068272178024, i64 1068272178025, i64 1068272178026, i64 1068629842109, i64 1068629842110, i64 1068629842111, i64 1069118319103, i64 1069118319104, i64 1069118319105, i64 1071617023275, i64 1071617023276, i64 1071617023277, i64 1074208186391, i64 1074208186392, i64 1074208186393, i64 1075792191988, i64 1075792191989, i64 1075792191990, i64 1080363000278, i64 1080363000279, i64 1080363000280, i64 1083962512373, i64 1083962512374, i64 1083962512375, i64 1084389441591, i64 1084389441592, i64 1084389441593, i64 1085045589287, i64 1085045589288, i64 1085045589289, i64 1087708414232, i64 1087708414233, i64 1087708414234, i64 1096404423508, i64 1096404423509, i64 1096404423510, i64 1098158686571, i64 1098158686572, i64 1098158686573, i64 9223372036854775807, i64 -9223372036854775808, i64 -41, i64 -40, i64 -39, i64 -38, i64 -37, i64 -36, i64 -35, i64 -34, i64 -33, i64 -32, i64 -31, i64 -30, i64 -29, i64 -28, i64 -27, i64 -26, i64 -25, i64 -24, i64 -23, i64 -22, i64 -21, i64 -20, i64 -19, i64 -18, i64 -17, i64 -16, i64 -15, i64 -14, i64 -13, i64 -12, i64 -11, i64 -10, i64 -1]
@name_sw64 = private constant [5 x i8] c"sw64\00"
@pts_sw16 = private constant [1494 x i16] [i16 0, i16 121, i16 122, i16 123, i16 311, i16 312, i16 313, i16 526, i16 527, i16 528, i16 574, i16 575, i16 576, i16 734, i16 735, i16 736, i16 771, i16 772, i16 773, i16 952, i16 953, i16 954, i16 962, i16 963, i16 964, i16 984, i16 985, i16 986, i16 1087, i16 1088, i16 1089, i16 1118, i16 1119, i16 1120, i16 1303, i16 1304, i16 1305, i16 1311, i16 1312, i16 1313, i16 1333, i16 1334, i16 1335, i16 1348, i16 1349, i16 1350, i16 1377, i16 1378, i16 1379, i16 1397, i16 1398, i16 1399, i16 1407, i16 1408, i16 1409, i16 1449, i16 1450, i16 1451, i16 1545, i16 1546, i16 1547, i16 1692, i16 1693, i16 1694, i16 1696, i16 1697, i16 1698, i16 2429, i16 2430, i16 2431, i16 2591, i16 2592, i16 2593, i16 2704, i16 2705, i16 2706, i16 2789, i16 2790, i16 2791, i16 2833, i16 2834, i16 2835, i16 2894, i16 2895, i16 2896, i16 2987, i16 2988, i16 2989, i16 3337, i16 3338, i16 3339, i16 3465, i16 3466, i16 3467, i16 3545, i16 3546, i16 3547, i16 3602, i16 3603, i16 3604, i16 3697, i16 3698, i16 3699, i16 3880, i16 3881, i16 3882, i16 3909, i16 3910, i16 3911, i16 3941, i16 3942, i16 3943, i16 4030, i16 4031, i16 4032, i16 4102, i16 4103, i16 4104, i16 4133, i16 4134, i16 4135, i16 4225, i16 4226, i16 4227, i16 4656, i16 4657, i16 4658, i16 4883, i16 4884, i16 4885, i16 5149, i16 5150, i16 5151, i16 5335, i16 5336, i16 5337, i16 5430, i16 5431, i16 5432, i16 5659, i16 5660, i16 5661, i16 5678, i16 5679, i16 5680, i16 5697, i16 5698, i16 5699, i16 5709, i16 5710, i16 5711, i16 5898, i16 5899, i16 5900, i16 6164, i16 6165, i16 6166, i16 6710, i16 6711, i16 6712, i16 6729, i16 6730, i16 6731, i16 7407, i16 7408, i16 7409, i16 7520, i16 7521, i16 7522, i16 7649, i16 7650, i16 7651, i16 7773, i16 7774, i16 7775, i16 7814, i16 7815, i16 7816, i16 7818, i16 7819, i16 7820, i16 7869, i16 7870, i16 7871, i16 8125, i16 8126, i16 8127, i16 8151, i16 8152, i16 8153, i16 8186, i16 8187, i16 8188, i16 8506, i16 8507, i16 8508, i16 8673, i16 8674, i16 8675, i16 8729, i16 8730, i16 8731, i16 8824, i16 8825, i16 8826, i16 9051, i16 9052, i16 9053, i16 9480, i16 9481, i16 9482, i16 9499, i16 9500, i16 9501, i16 9935, i16 9936, i16 9937, i16 10346, i16 10347, i16 10348, i16 10361, i16 10362, i16 10363, i16 10468, i16 10469, i16 10470, i16 10471, i16 10472, i16 10473, i16 10612, i16 10613, i16 10614, i16 11028, i16 11029, i16 11030, i16 11150, i16 11151, i16 11152, i16 11168, i16 11169, i16 11170, i16 11350, i16 11351, i16 11352, i16 11365, i16 11366, i16 11367, i16 11492, i16 11493, i16 11494, i16 11519, i16 11520, i16 11521, i16 11600, i16 11601, i16 11602, i16 11658, i16 11659, i16 11660, i16 11676, i16 11677, i16 11678, i16 11825, i16 11826, i16 11827, i16 11908, i16 11909, i16 11910, i16 12012, i16 12013, i16 12014, i16 12137, i16 12138, i16 12139, i16 12650, i16 12651, i16 12652, i16 12665, i16 12666, i16 12667, i16 13034, i16 13035, i16 13036, i16 13111, i16 13112, i16 13113, i16 13232, i16 13233, i16 13234, i16 13315, i16 13316, i16 13317, i16 13543, i16 13544, i16 13545, i16 13557, i16 13558, i16 13559, i16 13650, i16 13651, i16 13652, i16 13687, i16 13688, i16 13689, i16 13874, i16 13875, i16 13876, i16 13946, i16 13947, i16 13948, i16 14080, i16 14081, i16 14082, i16 14156, i16 14157, i16 14158, i16 14231, i16 14232, i16 14233, i16 14252, i16 14253, i16 14254, i16 14263, i16 14264, i16 14265, i16 14494, i16 14495, i16 14496, i16 14863, i16 14864, i16 14865, i16 14972, i16 14973, i16 14974, i16 15354, i16 15355, i16 15356, i16 15376, i16 15377, i16 15378, i16 15424, i16 15425, i16 15426, i16 15435, i16 15436, i16 15437, i16 15580, i16 15581, i16 15582, i16 15598, i16 15599, i16 15600, i16 15634, i16 15635, i16 15636, i16 15677, i16 15678, i16 15679, i16 15739, i16 15740, i16 15741, i16 15894, i16 15895, i16 15896, i16 15990, i16 15991, i16 15992, i16 16004, i16 16005, i16 16006, i16 16018, i16 16019, i16 16020, i16 16075, i16 16076, i16 16077, i16 16200, i16 16201, i16 16202, i16 16307, i16 16308, i16 16309, i16 16421, i16 16422, i16 16423, i16 16508, i16 16509, i16 16510, i16 16603, i16 16604, i16 16605, i16 17085, i16 17086, i16 17087, i16 17119, i16 17120, i16 17121, i16 17122, i16 17159, i16 17160, i16 17161, i16 17317, i16 17318, i16 17319, i16 17524, i16 17525, i16 17526, i16 17654, i16 17655, i16 17656, i16 17674, i16 17675, i16 17676, i16 17748, i16 17749, i16 17750, i16 17788, i16 17789, i16 17790, i16 17962, i16 17963, i16 17964, i16 18113, i16 18114, i16 18115, i16 18329, i16 18330, i16 18331, i16 18332, i16 18333, i16 18439, i16 18440, i16 18441, i16 18502, i16 18503, i16 18504, i16 18532, i16 18533, i16 18534, i16 18711, i16 18712, i16 18713, i16 18814, i16 18815, i16 18816, i16 18886, i16 18887, i16 18888, i16 18892, i16 18893, i16 18894, i16 18963, i16 18964, i16 18965, i16 19000, i16 19001, i16 19002, i16 19170, i16 19171, i16 19172, i16 19213, i16 19214, i16 19215, i16 19247, i16 19248, i16 19249, i16 19428, i16 19429, i16 19430, i16 19479, i16 19480, i16 19481, i16 19499, i16 19500, i16 19501, i16 19734, i16 19735, i16 19736, i16 19782, i16 19783, i16 19784, i16 19833, i16 19834, i16 19835, i16 20576, i16 20577, i16 20578, i16 20582, i16 20583, i16 20584, i16 20729, i16 20730, i16 20731, i16 20846, i16 20847, i16 20848, i16 20868, i16 20869, i16 20870, i16 20949, i16 20950, i16 20951, i16 21161, i16 21162, i16 21163, i16 21362, i16 21363, i16 21364, i16 21420, i16 21421, i16 21422, i16 21461, i16 21462, i16 21463, i16 21623, i16 21624, i16 21625, i16 21719, i16 21720, i16 21721, i16 21885, i16 21886, i16 21887, i16 22036, i16 22037, i16 22038, i16 22158, i16 22159, i16 22160, i16 22306, i16 22307, i16 22308, i16 22345, i16 22346, i16 22347, i16 22459, i16 22460, i16 22461, i16 22527, i16 22528, i16 22529, i16 22572, i16 22573, i16 22574, i16 22776, i16 22777, i16 22778, i16 22793, i16 22794, i16 22795, i16 22826, i16 22827, i16 22828, i16 22853, i16 22854, i16 22855, i16 22957, i16 22958, i16 22959, i16 23026, i16 23027, i16 23028, i16 23029, i16 23030, i16 23031, i16 23049, i16 23050, i16 23051, i16 23354, i16 23355, i16 23356, i16 23361, i16 23362, i16 23363, i16 23365, i16 23366, i16 23367, i16 23479, i16 23480, i16 23481, i16 23944, i16 23945, i16 23946, i16 23967, i16 23968, i16 23969, i16 24250, i16 24251, i16 24252, i16 24371, i16 24372, i16 24373, i16 24426, i16 24427, i16 24428, i16 24625, i16 24626, i16 24627, i16 24628, i16 24720, i16 24721, i16 24722, i16 25241, i16 25242, i16 25243, i16 25553, i16 25554, i16 25555, i16 25662, i16 25663, i16 25664, i16 25696, i16 25697, i16 25698, i16 25759, i16 25760, i16 25761, i16 25868, i16 25869, i16 25870, i16 25960, i16 25961, i16 25962, i16 26149, i16 26150, i16 26151, i16 26220, i16 26221, i16 26222, i16 26547, i16 26548, i16 26549, i16 26878, i16 26879, i16 26880, i16 27079, i16 27080, i16 27081, i16 27106, i16 27107, i16 27108, i16 27161, i16 27162, i16 27163, i16 27211, i16 27212, i16 27213, i16 27225, i16 27226, i16 27227, i16 27257, i16 27258, i16 27259, i16 27571, i16 27572, i16 27573, i16 27860, i16 27861, i16 27862, i16 28285, i16 28286, i16 28287, i16 28730, i16 28731, i16 28732, i16 28827, i16 28828, i16 28829, i16 29031, i16 29032, i16 29033, i16 29039, i16 29040, i16 29041, i16 29213, i16 29214, i16 29215, i16 29290, i16 29291, i16 29292, i16 29296, i16 29297, i16 29298, i16 29426, i16 29427, i16 29428, i16 29547, i16 29548, i16 29549, i16 29722, i16 29723, i16 29724, i16 29731, i16 29732, i16 29733, i16 29747, i16 29748, i16 29749, i16 29897, i16 29898, i16 29899, i16 29947, i16 29948, i16 29949, i16 29955, i16 29956, i16 29957, i16 30089, i16 30090, i16 30091, i16 30184, i16 30185, i16 30186, i16 30204, i16 30205, i16 30206, i16 30228, i16 30229, i16 30230, i16 30558, i16 30559, i16 30560, i16 30629, i16 30630, i16 30631, i16 30949, i16 30950, i16 30951, i16 30953, i16 30954, i16 30955, i16 31430, i16 31431, i16 31432, i16 31550, i16 31551, i16 31552, i16 31565, i16 31566, i16 31567, i16 31872, i16 31873, i16 31874, i16 32065, i16 32066, i16 32067, i16 32173, i16 32174, i16 32175, i16 32291, i16 32292, i16 32293, i16 32354, i16 32355, i16 32356, i16 32449, i16 32450, i16 32451, i16 32767, i16 -32768, i16 -32750, i16 -32749, i16 -32748, i16 -32558, i16 -32557, i16 -32556, i16 -31973, i16 -31972, i16 -31971, i16 -31920, i16 -31919, i16 -31918, i16 -31891, i16 -31890, i16 -31889, i16 -31885, i16 -31884, i16 -31883, i16 -31570, i16 -31569, i16 -31568, i16 -31365, i16 -31364, i16 -31363, i16 -31334, i16 -31333, i16 -31332, i16 -31049, i16 -31048, i16 -31047, i16 -30884, i16 -30883, i16 -30882, i16 -30816, i16 -30815, i16 -30814, i16 -30693, i16 -30692, i16 -30691, i16 -30679, i16 -30678, i16 -30677, i16 -30634, i16 -30633, i16 -30632, i16 -30359, i16 -30358, i16 -30357, i16 -30223, i16 -30222, i16 -30221, i16 -30191, i16 -30190, i16 -30189, i16 -29907, i16 -29906, i16 -29905, i16 -29772, i16 -29771, i16 -29770, i16 -29694, i16 -29693, i16 -29692, i16 -29691, i16 -29461, i16 -29460, i16 -29459, i16 -29385, i16 -29384, i16 -29383, i16 -29263, i16 -29262, i16 -29261, i16 -29163, i16 -29162, i16 -29161, i16 -28994, i16 -28993, i16 -28992, i16 -28853, i16 -28852, i16 -28851, i16 -28828, i16 -28827, i16 -28826, i16 -28806, i16 -28805, i16 -28804, i16 -28735, i16 -28734, i16 -28733, i16 -28722, i16 -28721, i16 -28720, i16 -28310, i16 -28309, i16 -28308, i16 -28074, i16 -28073, i16 -28072, i16 -27589, i16 -27588, i16 -27587, i16 -27544, i16 -27543, i16 -27542, i16 -26822, i16 -26821, i16 -26820, i16 -26636, i16 -26635, i16 -26634, i16 -26476, i16 -26475, i16 -26474, i16 -26353, i16 -26352, i16 -26351, i16 -26266, i16 -26265, i16 -26264, i16 -26173, i16 -26172, i16 -26171, i16 -26126, i16 -26125, i16 -26124, i16 -25869, i16 -25868, i16 -25867, i16 -25610, i16 -25609, i16 -25608, i16 -25566, i16 -25565, i16 -25564, i16 -25559, i16 -25558, i16 -25557, i16 -25330, i16 -25329, i16 -25328, i16 -25282, i16 -25281, i16 -25280, i16 -25128, i16 -25127, i16 -25126, i16 -24945, i16 -24944, i16 -24943, i16 -24909, i16 -24908, i16 -24907, i16 -24741, i16 -24740, i16 -24739, i16 -24660, i16 -24659, i16 -24658, i16 -24603, i16 -24602, i16 -24601, i16 -24527, i16 -24526, i16 -24525, i16 -24347, i16 -24346, i16 -24345, i16 -24333, i16 -24332, i16 -24331, i16 -24209, i16 -24208, i16 -24207, i16 -24140, i16 -24139, i16 -24138, i16 -24059, i16 -24058, i16 -24057, i16 -23809, i16 -23808, i16 -23807, i16 -23804, i16 -23803, i16 -23802, i16 -23783, i16 -23782, i16 -23781, i16 -23587, i16 -23586, i16 -23585, i16 -23127, i16 -23126, i16 -23125, i16 -23049, i16 -23048, i16 -23047, i16 -23036, i16 -23035, i16 -23034, i16 -23030, i16 -23029, i16 -23028, i16 -22984, i16 -22983, i16 -22982, i16 -22834, i16 -22833, i16 -22832, i16 -22582, i16 -22581, i16 -22580, i16 -22519, i16 -22518, i16 -22517, i16 -22403, i16 -22402, i16 -22401, i16 -22300, i16 -22299, i16 -22298, i16 -22120, i16 -22119, i16 -22118, i16 -21723, i16 -21722, i16 -21721, i16 -21493, i16 -21492, i16 -21491, i16 -21418, i16 -21417, i16 -21416, i16 -21319, i16 -21318, i16 -21317, i16 -21221, i16 -21220, i16 -21219, i16 -21154, i16 -21153, i16 -21152, i16 -21094, i16 -21093, i16 -21092, i16 -20902, i16 -20901, i16 -20900, i16 -20744, i16 -20743, i16 -20742, i16 -20491, i16 -20490, i16 -20489, i16 -20456, i16 -20455, i16 -20454, i16 -20354, i16 -20353, i16 -20352, i16 -20321, i16 -20320, i16 -20319, i16 -20175, i16 -20174, i16 -20173, i16 -19929, i16 -19928, i16 -19927, i16 -19710, i16 -19709, i16 -19708, i16 -19375, i16 -19374, i16 -19373, i16 -19045, i16 -19044, i16 -19043, i16 -18946, i16 -18945, i16 -18944, i16 -18613, i16 -18612, i16 -18611, i16 -18241, i16 -18240, i16 -18239, i16 -18120, i16 -18119, i16 -18118, i16 -18071, i16 -18070, i16 -18069, i16 -17779, i16 -17778, i16 -17777, i16 -17502, i16 -17501, i16 -17500, i16 -17461, i16 -17460, i16 -17459, i16 -17337, i16 -17336, i16 -17335, i16 -17290, i16 -17289, i16 -17288, i16 -17173, i16 -17172, i16 -17171, i16 -16990, i16 -16989, i16 -16988, i16 -16930, i16 -16929, i16 -16928, i16 -16905, i16 -16904, i16 -16903, i16 -16824, i16 -16823, i16 -16822, i16 -16629, i16 -16628, i16 -16627, i16 -16506, i16 -16505, i16 -16504, i16 -16421, i16 -16420, i16 -16419, i16 -16243, i16 -16242, i16 -16241, i16 -16044, i16 -16043, i16 -16042, i16 -16028, i16 -16027, i16 -16026, i16 -15562, i16 -15561, i16 -15560, i16 -15352, i16 -15351, i16 -15350, i16 -15288, i16 -15287, i16 -15286, i16 -15220, i16 -15219, i16 -15218, i16 -15194, i16 -15193, i16 -15192, i16 -15177, i16 -15176, i16 -15175, i16 -14860, i16 -14859, i16 -14858, i16 -14485, i16 -14484, i16 -14483, i16 -14162, i16 -14161, i16 -14160, i16 -14103, i16 -14102, i16 -14101, i16 -14099, i16 -14098, i16 -14097, i16 -14058, i16 -14057, i16 -14056, i16 -14043, i16 -14042, i16 -14041, i16 -13696, i16 -13695, i16 -13694, i16 -13406, i16 -13405, i16 -13404, i16 -13231, i16 -13230, i16 -13229, i16 -13084, i16 -13083, i16 -13082, i16 -12701, i16 -12700, i16 -12699, i16 -12513, i16 -12512, i16 -12511, i16 -12488, i16 -12487, i16 -12486, i16 -12449, i16 -12448, i16 -12447, i16 -12445, i16 -12444, i16 -12443, i16 -12390, i16 -12389, i16 -12388, i16 -12285, i16 -12284, i16 -12283, i16 -12245, i16 -12244, i16 -12243, i16 -12179, i16 -12178, i16 -12177, i16 -11951, i16 -11950, i16 -11949, i16 -11672, i16 -11671, i16 -11670, i16 -11618, i16 -11617, i16 -11616, i16 -11314, i16 -11313, i16 -11312, i16 -11253, i16 -11252, i16 -11251, i16 -11242, i16 -11241, i16 -11240, i16 -11164, i16 -11163, i16 -11162, i16 -11019, i16 -11018, i16 -11017, i16 -10964, i16 -10963, i16 -10962, i16 -10837, i16 -10836, i16 -10835, i16 -10633, i16 -10632, i16 -10631, i16 -10594, i16 -10593, i16 -10592, i16 -10475, i16 -10474, i16 -10473, i16 -10250, i16 -10249, i16 -10248, i16 -10207, i16 -10206, i16 -10205, i16 -9994, i16 -9993, i16 -9992, i16 -9988, i16 -9987, i16 -9986, i16 -9766, i16 -9765, i16 -9764, i16 -9634, i16 -9633, i16 -9632, i16 -9608, i16 -9607, i16 -9606, i16 -9553, i16 -9552, i16 -9551, i16 -9518, i16 -9517, i16 -9516, i16 -9505, i16 -9504, i16 -9503, i16 -9463, i16 -9462, i16 -9461, i16 -9190, i16 -9189, i16 -9188, i16 -8931, i16 -8930, i16 -8929, i16 -8869, i16 -8868, i16 -8867, i16 -8776, i16 -8775, i16 -8774, i16 -8734, i16 -8733, i16 -8732, i16 -8702, i16 -8701, i16 -8700, i16 -8677, i16 -8676, i16 -8675, i16 -8648, i16 -8647, i16 -8646, i16 -8592, i16 -8591, i16 -8590, i16 -8510, i16 -8509, i16 -8508, i16 -8382, i16 -8381, i16 -8380, i16 -8278, i16 -8277, i16 -8276, i16 -8230, i16 -8229, i16 -8228, i16 -8188, i16 -8187, i16 -8186, i16 -8162, i16 -8161, i16 -8160, i16 -8104, i16 -8103, i16 -8102, i16 -8045, i16 -8044, i16 -8043, i16 -8010, i16 -8009, i16 -8008, i16 -7943, i16 -7942, i16 -7941, i16 -7298, i16 -7297, i16 -7296, i16 -7234, i16 -7233, i16 -7232, i16 -7161, i16 -7160, i16 -7159, i16 -7071, i16 -7070, i16 -7069, i16 -7063, i16 -7062, i16 -7061, i16 -7050, i16 -7049, i16 -7048, i16 -6949, i16 -6948, i16 -6947, i16 -6888, i16 -6887, i16 -6886, i16 -6680, i16 -6679, i16 -6678, i16 -6473, i16 -6472, i16 -6471, i16 -6254, i16 -6253, i16 -6252, i16 -5936, i16 -5935, i16 -5934, i16 -5932, i16 -5931, i16 -5930, i16 -5694, i16 -5693, i16 -5692, i16 -5667, i16 -5666, i16 -5665, i16 -5541, i16 -5540, i16 -5539, i16 -5344, i16 -5343, i16 -5342, i16 -5328, i16 -5327, i16 -5326, i16 -5306, i16 -5305, i16 -5304, i16 -5197, i16 -5196, i16 -5195, i16 -5006, i16 -5005, i16 -5004, i16 -4947, i16 -4946, i16 -4945, i16 -4680, i16 -4679, i16 -4678, i16 -4550, i16 -4549, i16 -4548, i16 -4519, i16 -4518, i16 -4517, i16 -4019, i16 -4018, i16 -4017, i16 -3691, i16 -3690, i16 -3689, i16 -3678, i16 -3677, i16 -3676, i16 -3592, i16 -3591, i16 -3590, i16 -3487, i16 -3486, i16 -3485, i16 -3468, i16 -3467, i16 -3466, i16 -3132, i16 -3131, i16 -3130, i16 -3058, i16 -3057, i16 -3056, i16 -3021, i16 -3020, i16 -3019, i16 -2948, i16 -2947, i16 -2946, i16 -2887, i16 -2886, i16 -2885, i16 -2803, i16 -2802, i16 -2801, i16 -2750, i16 -2749, i16 -2748, i16 -2550, i16 -2549, i16 -2548, i16 -2421, i16 -2420, i16 -2419, i16 -2387, i16 -2386, i16 -2385, i16 -2173, i16 -2172, i16 -2171, i16 -2052, i16 -2051, i16 -2050, i16 -2001, i16 -2000, i16 -1999, i16 -1762, i16 -1761, i16 -1760, i16 -1637, i16 -1636, i16 -1635, i16 -1493, i16 -1492, i16 -1491, i16 -1289, i16 -1288, i16 -1287, i16 -1279, i16 -1278, i16 -1277, i16 -939, i16 -938, i16 -937, i16 -912, i16 -911, i16 -910, i16 -848, i16 -847, i16 -846, i16 -694, i16 -693, i16 -692, i16 -591, i16 -590, i16 -589, i16 -529, i16 -528, i16 -527, i16 -459, i16 -458, i16 -457, i16 -456, i16 -455, i16 -454, i16 -359, i16 -358, i16 -357, i16 -270, i16 -269, i16 -268, i16 -265, i16 -264, i16 -263, i16 -148, i16 -147, i16 -146, i16 -1]
@name_sw16 = private constant [5 x i8] c"sw16\00"
@pts_swpow = private constant [190 x i64] [i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 7, i64 8, i64 9, i64 15, i64 16, i64 17, i64 31, i64 32, i64 33, i64 63, i64 64, i64 65, i64 127, i64 128, i64 129, i64 255, i64 256, i64 257, i64 511, i64 512, i64 513, i64 1023, i64 1024, i64 1025, i64 2047, i64 2048, i64 2049, i64 4095, i64 4096, i64 4097, i64 8191, i64 8192, i64 8193, i64 16383, i64 16384, i64 16385, i64 32767, i64 32768, i64 32769, i64 65535, i64 65536, i64 65537, i64 131071, i64 131072, i64 131073, i64 262143, i64 262144, i64 262145, i64 524287, i64 524288, i64 524289, i64 1048575, i64 1048576, i64 1048577, i64 2097151, i64 2097152, i64 2097153, i64 4194303, i64 4194304, i64 4194305, i64 8388607, i64 8388608, i64 8388609, i64 16777215, i64 16777216, i64 16777217, i64 33554431, i64 33554432, i64 33554433, i64 67108863, i64 67108864, i64 67108865, i64 134217727, i64 134217728, i64 134217729, i64 268435455, i64 268435456, i64 268435457, i64 536870911, i64 536870912, i64 536870913, i64 1073741823, i64 1073741824, i64 1073741825, i64 2147483647, i64 2147483648, i64 2147483649, i64 4294967295, i64 4294967296, i64 4294967297, i64 8589934591, i64 8589934592, i64 8589934593, i64 17179869183, i64 17179869184, i64 17179869185, i64 34359738367, i64 34359738368, i64 34359738369, i64 68719476735, i64 68719476736, i64 68719476737, i64 137438953471, i64 137438953472, i64 137438953473, i64 274877906943, i64 274877906944, i64 274877906945, i64 549755813887, i64 549755813888, i64 549755813889, i64 1099511627775, i64 1099511627776, i64 1099511627777, i64 2199023255551, i64 2199023255552, i64 2199023255553, i64 4398046511103, i64 4398046511104, i64 4398046511105, i64 8796093022207, i64 8796093022208, i64 8796093022209, i64 17592186044415, i64 17592186044416, i64 17592186044417, i64 35184372088831, i64 35184372088832, i64 35184372088833, i64 70368744177663, i64 70368744177664, i64 70368744177665, i64 140737488355327, i64 140737488355328, i64 140737488355329, i64 281474976710655, i64 281474976710656, i64 281474976710657, i64 562949953421311, i64 562949953421312, i64 562949953421313, i64 1125899906842623, i64 1125899906842624, i64 1125899906842625, i64 2251799813685247, i64 2251799813685248, i64 2251799813685249, i64 4503599627370495, i64 4503599627370496, i64 4503599627370497, i64 9007199254740991, i64 9007199254740992, i64 9007199254740993, i64 18014398509481983, i64 18014398509481984, i64 18014398509481985, i64 36028797018963967, i64 36028797018963968, i64 36028797018963969, i64 72057594037927935, i64 72057594037927936, i64 72057594037927937, i64 144115188075855871, i64 144115188075855872, i64 144115188075855873, i64 288230376151711743, i64 288230376151711744, i64 288230376151711745, i64 576460752303423487, i64 576460752303423488, i64 576460752303423489, i64 1152921504606846975, i64 1152921504606846976, i64 1152921504606846977, i64 2305843009213693951, i64 2305843009213693952, i64 2305843009213693953, i64 4611686018427387903, i64 4611686018427387904, i64 4611686018427387905, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807, i64 -1]
@name_swpow = private constant [6 x i8] c"swpow\00"
define i32 @main() {
entry:
  br label %l0
l0:
  %i0 = phi i64 [ 0, %entry ], [ %i0n, %l0 ]
  %h0 = phi i64 [ 0, %entry ], [ %h0n, %l0 ]
  %p0 = getelementptr [1032 x i64], ptr @pts_sw64, i64 0, i64 %i0
  %x0 = load i64, ptr %p0
  %r0 = call i64 @sw64(i64 %x0)
  %m0 = mul i64 %h0, 1099511628211
  %h0n = xor i64 %m0, %r0
  %i0n = add i64 %i0, 1
  %c0 = icmp eq i64 %i0n, 1032
  br i1 %c0, label %e0, label %l0
e0:
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @name_sw64, i64 %h0n)
  br label %l1
l1:
  %i1 = phi i64 [ 0, %e0 ], [ %i1n, %l1 ]
  %h1 = phi i64 [ 0, %e0 ], [ %h1n, %l1 ]
  %p1 = getelementptr [1494 x i16], ptr @pts_sw16, i64 0, i64 %i1
  %x1 = load i16, ptr %p1
  %r1 = call i64 @sw16(i16 %x1)
  %m1 = mul i64 %h1, 1099511628211
  %h1n = xor i64 %m1, %r1
  %i1n = add i64 %i1, 1
  %c1 = icmp eq i64 %i1n, 1494
  br i1 %c1, label %e1, label %l1
e1:
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @name_sw16, i64 %h1n)
  br label %l2
l2:
  %i2 = phi i64 [ 0, %e1 ], [ %i2n, %l2 ]
  %h2 = phi i64 [ 0, %e1 ], [ %h2n, %l2 ]
  %p2 = getelementptr [190 x i64], ptr @pts_swpow, i64 0, i64 %i2
  %x2 = load i64, ptr %p2
  %r2 = call i64 @swpow(i64 %x2)
  %m2 = mul i64 %h2, 1099511628211
  %h2n = xor i64 %m2, %r2
  %i2n = add i64 %i2, 1
  %c2 = icmp eq i64 %i2n, 190
  br i1 %c2, label %e2, label %l2
e2:
  call i32 (ptr, ...) @printf(ptr @fmt, ptr @name_swpow, i64 %h2n)
  br label %done
done:
  ret i32 0
}
