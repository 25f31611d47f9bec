; ModuleID = 'csmith-4242.c'
source_filename = "csmith-4242.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g_7 = internal global i64 176387122869378726, align 8
@.str.1 = private unnamed_addr constant [4 x i8] c"g_7\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"g_8\00", align 1
@g_9 = internal unnamed_addr global i16 -3, align 2
@.str.3 = private unnamed_addr constant [4 x i8] c"g_9\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"g_32\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"g_74\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"g_112\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"g_148\00", align 1
@g_163 = internal global i16 -7008, align 2
@.str.8 = private unnamed_addr constant [6 x i8] c"g_163\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"g_177[i]\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"index = [%d]\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"g_205\00", align 1
@g_206 = internal unnamed_addr constant [4 x [7 x i64]] [[7 x i64] [i64 -3874999202956461439, i64 0, i64 -8415872679445644455, i64 0, i64 -3874999202956461439, i64 0, i64 -3874999202956461439], [7 x i64] [i64 0, i64 2312570879703146811, i64 2312570879703146811, i64 0, i64 2312570879703146811, i64 2312570879703146811, i64 0], [7 x i64] [i64 3, i64 0, i64 3, i64 5724892634351009591, i64 -3874999202956461439, i64 5724892634351009591, i64 3], [7 x i64] [i64 0, i64 0, i64 6234265420318765217, i64 0, i64 0, i64 6234265420318765217, i64 0]], align 16
@.str.12 = private unnamed_addr constant [12 x i8] c"g_206[i][j]\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"index = [%d][%d]\0A\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"g_208[i]\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"g_266\00", align 1
@g_275 = internal global i32 -5, align 4
@.str.16 = private unnamed_addr constant [6 x i8] c"g_275\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c"g_276\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c"g_302\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"g_314\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"g_321\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"g_346[i]\00", align 1
@.str.22 = private unnamed_addr constant [6 x i8] c"g_375\00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"g_384\00", align 1
@g_399 = internal unnamed_addr constant [7 x [2 x i64]] [[2 x i64] [i64 1, i64 -6], [2 x i64] [i64 -1286717298668207022, i64 -6], [2 x i64] [i64 1, i64 -1286717298668207022], [2 x i64] [i64 9131275064344437539, i64 9131275064344437539], [2 x i64] [i64 9131275064344437539, i64 -1286717298668207022], [2 x i64] [i64 1, i64 -6], [2 x i64] [i64 -1286717298668207022, i64 -6]], align 16
@.str.24 = private unnamed_addr constant [12 x i8] c"g_399[i][j]\00", align 1
@.str.25 = private unnamed_addr constant [9 x i8] c"g_505[i]\00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"g_527\00", align 1
@.str.27 = private unnamed_addr constant [6 x i8] c"g_533\00", align 1
@g_536 = internal unnamed_addr global i64 3, align 8
@.str.28 = private unnamed_addr constant [6 x i8] c"g_536\00", align 1
@.str.29 = private unnamed_addr constant [6 x i8] c"g_560\00", align 1
@.str.30 = private unnamed_addr constant [6 x i8] c"g_580\00", align 1
@.str.31 = private unnamed_addr constant [6 x i8] c"g_596\00", align 1
@g_637 = internal global [1 x [2 x [9 x i16]]] [[2 x [9 x i16]] [[9 x i16] [i16 -1, i16 -1201, i16 -1, i16 -1201, i16 -1, i16 -1201, i16 -1, i16 -1201, i16 -1], [9 x i16] [i16 -31845, i16 1, i16 1, i16 -31845, i16 -31845, i16 1, i16 1, i16 -31845, i16 -31845]]], align 16
@.str.32 = private unnamed_addr constant [15 x i8] c"g_637[i][j][k]\00", align 1
@.str.33 = private unnamed_addr constant [22 x i8] c"index = [%d][%d][%d]\0A\00", align 1
@.str.34 = private unnamed_addr constant [6 x i8] c"g_638\00", align 1
@.str.35 = private unnamed_addr constant [6 x i8] c"g_744\00", align 1
@.str.36 = private unnamed_addr constant [15 x i8] c"g_761[i][j][k]\00", align 1
@g_814 = internal global i8 -124, align 1
@.str.37 = private unnamed_addr constant [6 x i8] c"g_814\00", align 1
@g_815 = internal global [5 x [1 x [1 x i8]]] [[1 x [1 x i8]] [[1 x i8] c"\EB"], [1 x [1 x i8]] [[1 x i8] c"\F8"], [1 x [1 x i8]] [[1 x i8] c"\EB"], [1 x [1 x i8]] [[1 x i8] c"\F8"], [1 x [1 x i8]] [[1 x i8] c"\EB"]], align 1
@.str.38 = private unnamed_addr constant [15 x i8] c"g_815[i][j][k]\00", align 1
@g_816 = internal global i8 -10, align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"g_816\00", align 1
@g_817 = internal global i8 -126, align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"g_817\00", align 1
@g_818 = internal global i8 0, align 1
@.str.41 = private unnamed_addr constant [6 x i8] c"g_818\00", align 1
@g_819 = internal global i8 -5, align 1
@.str.42 = private unnamed_addr constant [6 x i8] c"g_819\00", align 1
@g_820 = internal global i8 -52, align 1
@.str.43 = private unnamed_addr constant [6 x i8] c"g_820\00", align 1
@g_821 = internal global i8 0, align 1
@.str.44 = private unnamed_addr constant [6 x i8] c"g_821\00", align 1
@g_822 = internal global [6 x i8] c"555555", align 1
@.str.45 = private unnamed_addr constant [9 x i8] c"g_822[i]\00", align 1
@g_823 = internal global i8 -58, align 1
@.str.46 = private unnamed_addr constant [6 x i8] c"g_823\00", align 1
@g_824 = internal global [1 x i8] c"Q", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"g_824[i]\00", align 1
@g_887 = internal global i64 81294175788353652, align 8
@.str.48 = private unnamed_addr constant [6 x i8] c"g_887\00", align 1
@g_888 = internal global i64 -3, align 8
@.str.49 = private unnamed_addr constant [6 x i8] c"g_888\00", align 1
@g_889 = internal global i64 7392552474721855859, align 8
@.str.50 = private unnamed_addr constant [6 x i8] c"g_889\00", align 1
@g_890 = internal global i64 8900492927188271309, align 8
@.str.51 = private unnamed_addr constant [6 x i8] c"g_890\00", align 1
@g_891 = internal global i64 -7, align 8
@.str.52 = private unnamed_addr constant [6 x i8] c"g_891\00", align 1
@g_892 = internal global i64 5485043310702836447, align 8
@.str.53 = private unnamed_addr constant [6 x i8] c"g_892\00", align 1
@g_893 = internal global i64 1693502967872292649, align 8
@.str.54 = private unnamed_addr constant [6 x i8] c"g_893\00", align 1
@g_894 = internal global i64 -3838936424913137704, align 8
@.str.55 = private unnamed_addr constant [6 x i8] c"g_894\00", align 1
@g_895 = internal global i64 6201374220650649214, align 8
@.str.56 = private unnamed_addr constant [6 x i8] c"g_895\00", align 1
@g_896 = internal global i64 -1081574399287058677, align 8
@.str.57 = private unnamed_addr constant [6 x i8] c"g_896\00", align 1
@g_897 = internal global i64 7605030841659442356, align 8
@.str.58 = private unnamed_addr constant [6 x i8] c"g_897\00", align 1
@g_898 = internal global [8 x i64] [i64 4905234526065913211, i64 4905234526065913211, i64 4905234526065913211, i64 4905234526065913211, i64 4905234526065913211, i64 4905234526065913211, i64 4905234526065913211, i64 4905234526065913211], align 16
@.str.59 = private unnamed_addr constant [9 x i8] c"g_898[i]\00", align 1
@g_899 = internal global i64 -5, align 8
@.str.60 = private unnamed_addr constant [6 x i8] c"g_899\00", align 1
@g_900 = internal global i64 3, align 8
@.str.61 = private unnamed_addr constant [6 x i8] c"g_900\00", align 1
@g_901 = internal global i64 9133024420741363854, align 8
@.str.62 = private unnamed_addr constant [6 x i8] c"g_901\00", align 1
@g_902 = internal global i64 0, align 8
@.str.63 = private unnamed_addr constant [6 x i8] c"g_902\00", align 1
@g_903 = internal global i64 -5766022514558517026, align 8
@.str.64 = private unnamed_addr constant [6 x i8] c"g_903\00", align 1
@g_904 = internal global i64 -1, align 8
@.str.65 = private unnamed_addr constant [6 x i8] c"g_904\00", align 1
@g_905 = internal global i64 836901452563281734, align 8
@.str.66 = private unnamed_addr constant [6 x i8] c"g_905\00", align 1
@g_906 = internal global i64 -8, align 8
@.str.67 = private unnamed_addr constant [6 x i8] c"g_906\00", align 1
@g_907 = internal global i64 0, align 8
@.str.68 = private unnamed_addr constant [6 x i8] c"g_907\00", align 1
@g_908 = internal global i64 6, align 8
@.str.69 = private unnamed_addr constant [6 x i8] c"g_908\00", align 1
@g_909 = internal global i64 8426798270657420334, align 8
@.str.70 = private unnamed_addr constant [6 x i8] c"g_909\00", align 1
@g_910 = internal global i64 1, align 8
@.str.71 = private unnamed_addr constant [6 x i8] c"g_910\00", align 1
@g_911 = internal global i64 4421032110626194781, align 8
@.str.72 = private unnamed_addr constant [6 x i8] c"g_911\00", align 1
@g_912 = internal global i64 -1, align 8
@.str.73 = private unnamed_addr constant [6 x i8] c"g_912\00", align 1
@g_913 = internal global i64 -472571656960382975, align 8
@.str.74 = private unnamed_addr constant [6 x i8] c"g_913\00", align 1
@g_914 = internal global i64 -5, align 8
@.str.75 = private unnamed_addr constant [6 x i8] c"g_914\00", align 1
@g_915 = internal global i64 6, align 8
@.str.76 = private unnamed_addr constant [6 x i8] c"g_915\00", align 1
@g_916 = internal global i64 -1701159728697158022, align 8
@.str.77 = private unnamed_addr constant [6 x i8] c"g_916\00", align 1
@g_917 = internal global i64 -6, align 8
@.str.78 = private unnamed_addr constant [6 x i8] c"g_917\00", align 1
@g_918 = internal global i64 503737308742722401, align 8
@.str.79 = private unnamed_addr constant [6 x i8] c"g_918\00", align 1
@g_919 = internal global i64 4, align 8
@.str.80 = private unnamed_addr constant [6 x i8] c"g_919\00", align 1
@g_920 = internal global i64 7634471375505819698, align 8
@.str.81 = private unnamed_addr constant [6 x i8] c"g_920\00", align 1
@g_921 = internal global i64 -1, align 8
@.str.82 = private unnamed_addr constant [6 x i8] c"g_921\00", align 1
@g_922 = internal global i64 0, align 8
@.str.83 = private unnamed_addr constant [6 x i8] c"g_922\00", align 1
@.str.84 = private unnamed_addr constant [7 x i8] c"g_1180\00", align 1
@.str.85 = private unnamed_addr constant [7 x i8] c"g_1213\00", align 1
@.str.86 = private unnamed_addr constant [7 x i8] c"g_1311\00", align 1
@.str.87 = private unnamed_addr constant [7 x i8] c"g_1337\00", align 1
@.str.88 = private unnamed_addr constant [7 x i8] c"g_1408\00", align 1
@.str.89 = private unnamed_addr constant [7 x i8] c"g_1528\00", align 1
@.str.90 = private unnamed_addr constant [7 x i8] c"g_1563\00", align 1
@.str.91 = private unnamed_addr constant [10 x i8] c"g_1639[i]\00", align 1
@g_1660 = internal global [6 x [6 x [5 x i64]]] [[6 x [5 x i64]] [[5 x i64] [i64 0, i64 -7, i64 0, i64 3, i64 -8480460342704891278], [5 x i64] [i64 1, i64 7710945278446907531, i64 -6216472548222503275, i64 1, i64 1], [5 x i64] [i64 -1, i64 -7, i64 -6, i64 -1396455784617980096, i64 3], [5 x i64] [i64 -2876395333328066510, i64 -4464195395596147153, i64 -7, i64 -6216472548222503275, i64 -395398426856275338], [5 x i64] [i64 0, i64 4778165189544206796, i64 -7, i64 1, i64 1], [5 x i64] [i64 1, i64 -2876395333328066510, i64 -6, i64 1391363770683474978, i64 -6]], [6 x [5 x i64]] [[5 x i64] [i64 890647113018114802, i64 890647113018114802, i64 -6216472548222503275, i64 0, i64 0], [5 x i64] [i64 -1396455784617980096, i64 -8480460342704891278, i64 0, i64 890647113018114802, i64 -1922403771735352481], [5 x i64] [i64 -4464195395596147153, i64 -395398426856275338, i64 1, i64 -7, i64 -5746690932313789837], [5 x i64] [i64 0, i64 -8480460342704891278, i64 1, i64 -3, i64 -2876395333328066510], [5 x i64] [i64 5, i64 890647113018114802, i64 -1396455784617980096, i64 1, i64 1001140948609922140], [5 x i64] [i64 -8519451641379740746, i64 -2876395333328066510, i64 7710945278446907531, i64 -1922403771735352481, i64 1]], [6 x [5 x i64]] [[5 x i64] [i64 0, i64 4778165189544206796, i64 7632686213844116312, i64 1, i64 1391363770683474978], [5 x i64] [i64 0, i64 -4464195395596147153, i64 -3, i64 -8519451641379740746, i64 -8369772307230531071], [5 x i64] [i64 -8519451641379740746, i64 -7, i64 0, i64 -7, i64 -8519451641379740746], [5 x i64] [i64 5, i64 7710945278446907531, i64 1001140948609922140, i64 -5746690932313789837, i64 890647113018114802], [5 x i64] [i64 0, i64 -7, i64 1, i64 0, i64 -527868870727338103], [5 x i64] [i64 -4464195395596147153, i64 -6, i64 -527868870727338103, i64 7710945278446907531, i64 890647113018114802]], [6 x [5 x i64]] [[5 x i64] [i64 -1396455784617980096, i64 0, i64 4, i64 -395398426856275338, i64 -8519451641379740746], [5 x i64] [i64 890647113018114802, i64 -1396455784617980096, i64 1, i64 1001140948609922140, i64 -8369772307230531071], [5 x i64] [i64 1, i64 1, i64 -8519451641379740746, i64 4914223408396618677, i64 1391363770683474978], [5 x i64] [i64 0, i64 -3, i64 -1922403771735352481, i64 4914223408396618677, i64 1], [5 x i64] [i64 -2876395333328066510, i64 -5746690932313789837, i64 0, i64 1001140948609922140, i64 1001140948609922140], [5 x i64] [i64 -1, i64 -1, i64 -1, i64 -395398426856275338, i64 -2876395333328066510]], [6 x [5 x i64]] [[5 x i64] [i64 1, i64 1, i64 -527868870727338103, i64 -5514747670051781675, i64 -8480460342704891278], [5 x i64] [i64 -2876395333328066510, i64 1, i64 0, i64 0, i64 1], [5 x i64] [i64 -1396455784617980096, i64 -395398426856275338, i64 -527868870727338103, i64 -8480460342704891278, i64 4914223408396618677], [5 x i64] [i64 1, i64 4914223408396618677, i64 7710945278446907531, i64 1, i64 1], [5 x i64] [i64 -8519451641379740746, i64 1, i64 5, i64 3, i64 -6], [5 x i64] [i64 1001140948609922140, i64 4, i64 1, i64 -395398426856275338, i64 1]], [6 x [5 x i64]] [[5 x i64] [i64 1, i64 4, i64 3, i64 1, i64 890647113018114802], [5 x i64] [i64 1, i64 1, i64 -6, i64 -6, i64 1], [5 x i64] [i64 1, i64 4914223408396618677, i64 1, i64 0, i64 -7], [5 x i64] [i64 1, i64 -395398426856275338, i64 1, i64 -1922403771735352481, i64 5], [5 x i64] [i64 0, i64 1, i64 -3, i64 -5746690932313789837, i64 -527868870727338103], [5 x i64] [i64 1, i64 1, i64 4778165189544206796, i64 -2876395333328066510, i64 -3]]], align 16
@.str.92 = private unnamed_addr constant [16 x i8] c"g_1660[i][j][k]\00", align 1
@g_1665 = internal global [4 x [2 x i64]] [[2 x i64] [i64 -5, i64 -5], [2 x i64] [i64 -5, i64 -5], [2 x i64] [i64 -5, i64 -5], [2 x i64] [i64 -5, i64 -5]], align 16
@.str.93 = private unnamed_addr constant [13 x i8] c"g_1665[i][j]\00", align 1
@g_1666 = internal global i64 8, align 8
@.str.94 = private unnamed_addr constant [7 x i8] c"g_1666\00", align 1
@g_1667 = internal global i64 1282521138235108955, align 8
@.str.95 = private unnamed_addr constant [7 x i8] c"g_1667\00", align 1
@g_1668 = internal global i64 -7447146636244462586, align 8
@.str.96 = private unnamed_addr constant [7 x i8] c"g_1668\00", align 1
@g_1669 = internal global i64 0, align 8
@.str.97 = private unnamed_addr constant [7 x i8] c"g_1669\00", align 1
@g_1670 = internal global i64 -1, align 8
@.str.98 = private unnamed_addr constant [7 x i8] c"g_1670\00", align 1
@g_1671 = internal global [10 x i64] [i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1], align 16
@.str.99 = private unnamed_addr constant [10 x i8] c"g_1671[i]\00", align 1
@g_1756 = internal unnamed_addr constant [10 x [7 x i32]] [[7 x i32] [i32 1, i32 1, i32 -10, i32 -681407215, i32 -3, i32 -538186399, i32 5], [7 x i32] [i32 -681407215, i32 1, i32 8, i32 -538186399, i32 -538186399, i32 8, i32 1], [7 x i32] [i32 8, i32 1574884207, i32 1, i32 9, i32 -3, i32 6, i32 -681407215], [7 x i32] [i32 8, i32 5, i32 0, i32 1, i32 0, i32 5, i32 8], [7 x i32] [i32 6, i32 1574884207, i32 0, i32 -538186399, i32 -10, i32 -3, i32 -220627555], [7 x i32] [i32 -10, i32 -220627555, i32 8, i32 8, i32 -220627555, i32 -10, i32 6], [7 x i32] [i32 -681407215, i32 8, i32 0, i32 6, i32 5, i32 -10, i32 -10], [7 x i32] [i32 -538186399, i32 5, i32 -1662277706, i32 5, i32 -538186399, i32 -3, i32 -681407215], [7 x i32] [i32 9, i32 8, i32 -10, i32 1574884207, i32 -538186399, i32 -681407215, i32 -538186399], [7 x i32] [i32 1, i32 -220627555, i32 -220627555, i32 1, i32 5, i32 1574884207, i32 9]], align 16
@.str.100 = private unnamed_addr constant [13 x i8] c"g_1756[i][j]\00", align 1
@.str.101 = private unnamed_addr constant [7 x i8] c"g_1790\00", align 1
@.str.102 = private unnamed_addr constant [7 x i8] c"g_1946\00", align 1
@g_1987 = internal global [2 x i64] [i64 330817264690287950, i64 330817264690287950], align 16
@.str.103 = private unnamed_addr constant [10 x i8] c"g_1987[i]\00", align 1
@g_1988 = internal global [2 x [8 x i64]] [[8 x i64] [i64 -5950492202047432995, i64 3629530341449087968, i64 3629530341449087968, i64 -5950492202047432995, i64 3629530341449087968, i64 3629530341449087968, i64 -5950492202047432995, i64 3629530341449087968], [8 x i64] [i64 -5950492202047432995, i64 -5950492202047432995, i64 4416119961414821323, i64 -5950492202047432995, i64 -5950492202047432995, i64 4416119961414821323, i64 -5950492202047432995, i64 -5950492202047432995]], align 16
@.str.104 = private unnamed_addr constant [13 x i8] c"g_1988[i][j]\00", align 1
@g_1989 = internal global [5 x i64] [i64 4877035638729280448, i64 4877035638729280448, i64 4877035638729280448, i64 4877035638729280448, i64 4877035638729280448], align 16
@.str.105 = private unnamed_addr constant [10 x i8] c"g_1989[i]\00", align 1
@g_1990 = internal global i64 7, align 8
@.str.106 = private unnamed_addr constant [7 x i8] c"g_1990\00", align 1
@g_1991 = internal global i64 -7218608755255741419, align 8
@.str.107 = private unnamed_addr constant [7 x i8] c"g_1991\00", align 1
@g_1992 = internal global i64 -252138015749009870, align 8
@.str.108 = private unnamed_addr constant [7 x i8] c"g_1992\00", align 1
@g_1993 = internal global [4 x [3 x i64]] [[3 x i64] [i64 6, i64 -8277636114716523382, i64 -8277636114716523382], [3 x i64] [i64 5701504990172184229, i64 9, i64 9], [3 x i64] [i64 6, i64 -8277636114716523382, i64 -8277636114716523382], [3 x i64] [i64 5701504990172184229, i64 9, i64 9]], align 16
@.str.109 = private unnamed_addr constant [13 x i8] c"g_1993[i][j]\00", align 1
@g_1994 = internal global i64 3, align 8
@.str.110 = private unnamed_addr constant [7 x i8] c"g_1994\00", align 1
@g_1995 = internal global i64 8302306896927275179, align 8
@.str.111 = private unnamed_addr constant [7 x i8] c"g_1995\00", align 1
@g_1996 = internal global i64 -7950089824377118038, align 8
@.str.112 = private unnamed_addr constant [7 x i8] c"g_1996\00", align 1
@g_1997 = internal global [5 x [1 x [8 x i64]]] [[1 x [8 x i64]] [[8 x i64] [i64 2, i64 -6420395555011500750, i64 8, i64 -6420395555011500750, i64 2, i64 1, i64 1, i64 1496441394482810909]], [1 x [8 x i64]] [[8 x i64] [i64 8, i64 9120529551514849871, i64 -3849557448636969603, i64 7679973806854145329, i64 -387117332096217699, i64 0, i64 -4017502368521115409, i64 -6420395555011500750]], [1 x [8 x i64]] [[8 x i64] [i64 -4017502368521115409, i64 1, i64 -3849557448636969603, i64 1, i64 1, i64 -3849557448636969603, i64 1, i64 -4017502368521115409]], [1 x [8 x i64]] [[8 x i64] [i64 -387117332096217699, i64 0, i64 8, i64 1496441394482810909, i64 -429445488225074783, i64 9120529551514849871, i64 -1, i64 -3849557448636969603]], [1 x [8 x i64]] [[8 x i64] [i64 3742235793651489647, i64 7679973806854145329, i64 -429445488225074783, i64 1, i64 1496441394482810909, i64 9120529551514849871, i64 1496441394482810909, i64 1]]], align 16
@.str.113 = private unnamed_addr constant [16 x i8] c"g_1997[i][j][k]\00", align 1
@g_1998 = internal global [10 x i64] [i64 -1, i64 1, i64 -1, i64 -1, i64 1, i64 -1, i64 -1, i64 1, i64 -1, i64 -1], align 16
@.str.114 = private unnamed_addr constant [10 x i8] c"g_1998[i]\00", align 1
@g_1999 = internal global i64 -5887249094985212545, align 8
@.str.115 = private unnamed_addr constant [7 x i8] c"g_1999\00", align 1
@g_2000 = internal global i64 8553381743891678938, align 8
@.str.116 = private unnamed_addr constant [7 x i8] c"g_2000\00", align 1
@g_2001 = internal global i64 -2066757622586162748, align 8
@.str.117 = private unnamed_addr constant [7 x i8] c"g_2001\00", align 1
@g_2002 = internal global [7 x i64] [i64 6, i64 6, i64 -6, i64 6, i64 6, i64 -6, i64 6], align 16
@.str.118 = private unnamed_addr constant [10 x i8] c"g_2002[i]\00", align 1
@g_2003 = internal global [7 x i64] [i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1], align 16
@.str.119 = private unnamed_addr constant [10 x i8] c"g_2003[i]\00", align 1
@g_2004 = internal global i64 -1, align 8
@.str.120 = private unnamed_addr constant [7 x i8] c"g_2004\00", align 1
@g_2005 = internal global i64 -6480857672257618683, align 8
@.str.121 = private unnamed_addr constant [7 x i8] c"g_2005\00", align 1
@g_2006 = internal global i64 0, align 8
@.str.122 = private unnamed_addr constant [7 x i8] c"g_2006\00", align 1
@g_2007 = internal global i64 7311853337536538150, align 8
@.str.123 = private unnamed_addr constant [7 x i8] c"g_2007\00", align 1
@g_2008 = internal global i64 9159421345804141072, align 8
@.str.124 = private unnamed_addr constant [7 x i8] c"g_2008\00", align 1
@g_2009 = internal global i64 4, align 8
@.str.125 = private unnamed_addr constant [7 x i8] c"g_2009\00", align 1
@g_2010 = internal global i64 7671452672038679503, align 8
@.str.126 = private unnamed_addr constant [7 x i8] c"g_2010\00", align 1
@g_2011 = internal global i64 8, align 8
@.str.127 = private unnamed_addr constant [7 x i8] c"g_2011\00", align 1
@g_2012 = internal global i64 -7116379259686969972, align 8
@.str.128 = private unnamed_addr constant [7 x i8] c"g_2012\00", align 1
@g_2013 = internal global i64 1, align 8
@.str.129 = private unnamed_addr constant [7 x i8] c"g_2013\00", align 1
@g_2014 = internal global i64 -8909634829146778881, align 8
@.str.130 = private unnamed_addr constant [7 x i8] c"g_2014\00", align 1
@g_2015 = internal global [3 x [10 x i64]] [[10 x i64] [i64 2610394107492778784, i64 -3, i64 2731852898343842996, i64 5466161860336574242, i64 2731852898343842996, i64 -3, i64 2610394107492778784, i64 1024761200880942488, i64 5946414946574422399, i64 5946414946574422399], [10 x i64] [i64 2610394107492778784, i64 5946414946574422399, i64 -1268712996144064625, i64 -6992398198926915995, i64 -6992398198926915995, i64 -1268712996144064625, i64 5946414946574422399, i64 2610394107492778784, i64 1, i64 1024761200880942488], [10 x i64] [i64 -1268712996144064625, i64 5946414946574422399, i64 2610394107492778784, i64 1, i64 1024761200880942488, i64 1, i64 2610394107492778784, i64 5946414946574422399, i64 -1268712996144064625, i64 -6992398198926915995]], align 16
@.str.131 = private unnamed_addr constant [13 x i8] c"g_2015[i][j]\00", align 1
@g_2016 = internal global [4 x i64] [i64 8357076583667757764, i64 8357076583667757764, i64 8357076583667757764, i64 8357076583667757764], align 16
@.str.132 = private unnamed_addr constant [10 x i8] c"g_2016[i]\00", align 1
@g_2017 = internal global i64 2508809418147528884, align 8
@.str.133 = private unnamed_addr constant [7 x i8] c"g_2017\00", align 1
@g_2018 = internal global i64 -1, align 8
@.str.134 = private unnamed_addr constant [7 x i8] c"g_2018\00", align 1
@g_2019 = internal global i64 1039854922354895289, align 8
@.str.135 = private unnamed_addr constant [7 x i8] c"g_2019\00", align 1
@g_2020 = internal global i64 -1, align 8
@.str.136 = private unnamed_addr constant [7 x i8] c"g_2020\00", align 1
@g_2021 = internal global i64 -5, align 8
@.str.137 = private unnamed_addr constant [7 x i8] c"g_2021\00", align 1
@g_2022 = internal global i64 -683684964996770898, align 8
@.str.138 = private unnamed_addr constant [7 x i8] c"g_2022\00", align 1
@g_2023 = internal global i64 -1, align 8
@.str.139 = private unnamed_addr constant [7 x i8] c"g_2023\00", align 1
@g_2024 = internal global [6 x i64] [i64 7121139492547777466, i64 7121139492547777466, i64 -5092058824388690121, i64 7121139492547777466, i64 7121139492547777466, i64 -5092058824388690121], align 16
@.str.140 = private unnamed_addr constant [10 x i8] c"g_2024[i]\00", align 1
@g_2025 = internal global i64 -3134546472233581350, align 8
@.str.141 = private unnamed_addr constant [7 x i8] c"g_2025\00", align 1
@g_2026 = internal global i64 1, align 8
@.str.142 = private unnamed_addr constant [7 x i8] c"g_2026\00", align 1
@g_2027 = internal global i64 3580595694537068024, align 8
@.str.143 = private unnamed_addr constant [7 x i8] c"g_2027\00", align 1
@g_2028 = internal global i64 6, align 8
@.str.144 = private unnamed_addr constant [7 x i8] c"g_2028\00", align 1
@g_2029 = internal global i64 6, align 8
@.str.145 = private unnamed_addr constant [7 x i8] c"g_2029\00", align 1
@.str.146 = private unnamed_addr constant [7 x i8] c"g_2049\00", align 1
@.str.147 = private unnamed_addr constant [7 x i8] c"g_2100\00", align 1
@.str.148 = private unnamed_addr constant [7 x i8] c"g_2146\00", align 1
@.str.149 = private unnamed_addr constant [7 x i8] c"g_2189\00", align 1
@.str.150 = private unnamed_addr constant [7 x i8] c"g_2279\00", align 1
@g_2316 = internal unnamed_addr constant [2 x [9 x [3 x i64]]] [[9 x [3 x i64]] [[3 x i64] [i64 3851364460922977088, i64 1, i64 1543529878636153368], [3 x i64] [i64 145911718467836891, i64 1, i64 -3], [3 x i64] [i64 -6, i64 0, i64 1543529878636153368], [3 x i64] [i64 -6, i64 -1117071179363442393, i64 0], [3 x i64] [i64 145911718467836891, i64 0, i64 0], [3 x i64] [i64 3851364460922977088, i64 1, i64 1543529878636153368], [3 x i64] [i64 145911718467836891, i64 1, i64 -3], [3 x i64] [i64 -6, i64 0, i64 1543529878636153368], [3 x i64] [i64 -6, i64 -1117071179363442393, i64 0]], [9 x [3 x i64]] [[3 x i64] [i64 145911718467836891, i64 0, i64 0], [3 x i64] [i64 3851364460922977088, i64 1, i64 1543529878636153368], [3 x i64] [i64 145911718467836891, i64 1, i64 -3], [3 x i64] [i64 -6, i64 0, i64 1543529878636153368], [3 x i64] [i64 -6, i64 -1117071179363442393, i64 0], [3 x i64] [i64 145911718467836891, i64 0, i64 0], [3 x i64] [i64 3851364460922977088, i64 1, i64 1543529878636153368], [3 x i64] [i64 145911718467836891, i64 1, i64 -3], [3 x i64] [i64 -6, i64 0, i64 1543529878636153368]]], align 16
@.str.151 = private unnamed_addr constant [16 x i8] c"g_2316[i][j][k]\00", align 1
@.str.152 = private unnamed_addr constant [7 x i8] c"g_2503\00", align 1
@.str.153 = private unnamed_addr constant [7 x i8] c"g_2509\00", align 1
@.str.154 = private unnamed_addr constant [7 x i8] c"g_2563\00", align 1
@.str.155 = private unnamed_addr constant [7 x i8] c"g_2712\00", align 1
@.str.156 = private unnamed_addr constant [7 x i8] c"g_3020\00", align 1
@.str.157 = private unnamed_addr constant [7 x i8] c"g_3244\00", align 1
@.str.158 = private unnamed_addr constant [7 x i8] c"g_3544\00", align 1
@.str.159 = private unnamed_addr constant [7 x i8] c"g_3758\00", align 1
@.str.160 = private unnamed_addr constant [7 x i8] c"g_3842\00", align 1
@.str.161 = private unnamed_addr constant [7 x i8] c"g_3923\00", align 1
@.str.162 = private unnamed_addr constant [7 x i8] c"g_4203\00", align 1
@.str.163 = private unnamed_addr constant [7 x i8] c"g_4299\00", align 1
@.str.164 = private unnamed_addr constant [10 x i8] c"g_4308[i]\00", align 1
@g_4538 = internal global [10 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 0, i32 1], [2 x i32] [i32 -1, i32 692936635], [2 x i32] [i32 -4, i32 -10], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 2075421078, i32 0], [2 x i32] [i32 1007375336, i32 0], [2 x i32] [i32 1036200262, i32 6], [2 x i32] [i32 -6, i32 -5], [2 x i32] [i32 1, i32 -10], [2 x i32] [i32 721706460, i32 -10]], [10 x [2 x i32]] [[2 x i32] [i32 1, i32 -5], [2 x i32] [i32 -6, i32 6], [2 x i32] [i32 1036200262, i32 0], [2 x i32] [i32 1007375336, i32 0], [2 x i32] [i32 2075421078, i32 -1], [2 x i32] [i32 0, i32 -10], [2 x i32] [i32 -4, i32 692936635], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 0, i32 -7], [2 x i32] [i32 -5, i32 0]], [10 x [2 x i32]] [[2 x i32] [i32 1, i32 -1931899314], [2 x i32] [i32 -799637860, i32 -946570053], [2 x i32] [i32 418412370, i32 418412370], [2 x i32] [i32 946559505, i32 -4], [2 x i32] [i32 -7, i32 1], [2 x i32] [i32 710571207, i32 721706460], [2 x i32] [i32 6, i32 710571207], [2 x i32] [i32 -596783910, i32 -799637860], [2 x i32] [i32 -596783910, i32 710571207], [2 x i32] [i32 6, i32 721706460]], [10 x [2 x i32]] [[2 x i32] [i32 710571207, i32 1], [2 x i32] [i32 -7, i32 -4], [2 x i32] [i32 946559505, i32 418412370], [2 x i32] [i32 418412370, i32 -946570053], [2 x i32] [i32 -799637860, i32 -1931899314], [2 x i32] [i32 1, i32 0], [2 x i32] [i32 -5, i32 -7], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -1, i32 692936635], [2 x i32] [i32 -4, i32 -10]], [10 x [2 x i32]] [[2 x i32] [i32 0, i32 -1], [2 x i32] [i32 2075421078, i32 0], [2 x i32] [i32 1007375336, i32 0], [2 x i32] [i32 1036200262, i32 6], [2 x i32] [i32 -6, i32 -5], [2 x i32] [i32 1, i32 -10], [2 x i32] [i32 721706460, i32 -10], [2 x i32] [i32 1, i32 -5], [2 x i32] [i32 -6, i32 6], [2 x i32] [i32 1036200262, i32 0]], [10 x [2 x i32]] [[2 x i32] [i32 1007375336, i32 0], [2 x i32] [i32 2075421078, i32 -1], [2 x i32] [i32 0, i32 -10], [2 x i32] [i32 -4, i32 692936635], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 0, i32 -7], [2 x i32] [i32 -5, i32 0], [2 x i32] [i32 1, i32 -1931899314], [2 x i32] [i32 -799637860, i32 -946570053], [2 x i32] [i32 418412370, i32 418412370]], [10 x [2 x i32]] [[2 x i32] [i32 946559505, i32 -4], [2 x i32] [i32 -7, i32 1], [2 x i32] [i32 710571207, i32 721706460], [2 x i32] [i32 6, i32 710571207], [2 x i32] [i32 -596783910, i32 -799637860], [2 x i32] [i32 -596783910, i32 710571207], [2 x i32] [i32 6, i32 721706460], [2 x i32] [i32 710571207, i32 1], [2 x i32] [i32 -7, i32 -4], [2 x i32] [i32 946559505, i32 418412370]], [10 x [2 x i32]] [[2 x i32] [i32 418412370, i32 -946570053], [2 x i32] [i32 -799637860, i32 -1931899314], [2 x i32] [i32 1, i32 0], [2 x i32] [i32 -5, i32 -7], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -1, i32 692936635], [2 x i32] [i32 -4, i32 -10], [2 x i32] [i32 0, i32 -1], [2 x i32] [i32 2075421078, i32 0], [2 x i32] [i32 1007375336, i32 0]], [10 x [2 x i32]] [[2 x i32] [i32 1036200262, i32 6], [2 x i32] [i32 -6, i32 -5], [2 x i32] [i32 1, i32 -10], [2 x i32] [i32 721706460, i32 -10], [2 x i32] [i32 1, i32 -5], [2 x i32] [i32 -6, i32 6], [2 x i32] [i32 1036200262, i32 0], [2 x i32] [i32 1007375336, i32 0], [2 x i32] [i32 2075421078, i32 -1], [2 x i32] [i32 0, i32 -10]], [10 x [2 x i32]] [[2 x i32] [i32 -4, i32 692936635], [2 x i32] [i32 -1, i32 1], [2 x i32] [i32 0, i32 -10], [2 x i32] [i32 -1, i32 -4], [2 x i32] [i32 0, i32 710571207], [2 x i32] [i32 1, i32 418412370], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 721706460, i32 1], [2 x i32] [i32 -10, i32 1], [2 x i32] [i32 0, i32 -5]]], align 16
@.str.165 = private unnamed_addr constant [16 x i8] c"g_4538[i][j][k]\00", align 1
@g_4621 = internal unnamed_addr constant [5 x [10 x i8]] [[10 x i8] c"\FF\00\D9\B4\D9\00\FF\00\D9\B4", [10 x i8] c"\D9\B4\D9\00\FF\00\D9\B4\D9\00", [10 x i8] c"\FF\B4P\B4\FF\D8\FF\B4P\B4", [10 x i8] c"\FF\00\D9\B4\D9\00\FF\00\D9\B4", [10 x i8] c"\D9\B4\D9\00\FF\00\D9\B4\D9\00"], align 16
@.str.166 = private unnamed_addr constant [13 x i8] c"g_4621[i][j]\00", align 1
@.str.167 = private unnamed_addr constant [7 x i8] c"g_4761\00", align 1
@.str.168 = private unnamed_addr constant [7 x i8] c"g_4767\00", align 1
@.str.169 = private unnamed_addr constant [10 x i8] c"g_4835[i]\00", align 1
@g_4838 = internal unnamed_addr constant [6 x [8 x [5 x i32]]] [[8 x [5 x i32]] [[5 x i32] [i32 -8, i32 -8, i32 -856248294, i32 3, i32 1], [5 x i32] [i32 1419767132, i32 -1, i32 -1, i32 1419767132, i32 193438598], [5 x i32] [i32 -1245648826, i32 3, i32 274340005, i32 274340005, i32 3], [5 x i32] [i32 193438598, i32 -1, i32 423009600, i32 -114724385, i32 -114724385], [5 x i32] [i32 1007432621, i32 -8, i32 1007432621, i32 274340005, i32 -856248294], [5 x i32] [i32 1680208116, i32 1419767132, i32 -114724385, i32 1419767132, i32 1680208116], [5 x i32] [i32 1007432621, i32 -1245648826, i32 -8, i32 3, i32 -8], [5 x i32] [i32 193438598, i32 193438598, i32 -114724385, i32 1680208116, i32 870520557]], [8 x [5 x i32]] [[5 x i32] [i32 -1245648826, i32 1007432621, i32 1007432621, i32 -1245648826, i32 -8], [5 x i32] [i32 1419767132, i32 1680208116, i32 423009600, i32 423009600, i32 1680208116], [5 x i32] [i32 -8, i32 1007432621, i32 274340005, i32 -856248294, i32 -856248294], [5 x i32] [i32 -1, i32 193438598, i32 -1, i32 423009600, i32 -114724385], [5 x i32] [i32 3, i32 -1245648826, i32 -856248294, i32 -1245648826, i32 3], [5 x i32] [i32 -1, i32 1419767132, i32 193438598, i32 1680208116, i32 193438598], [5 x i32] [i32 -8, i32 -8, i32 -856248294, i32 3, i32 1], [5 x i32] [i32 1419767132, i32 -1, i32 -1, i32 1419767132, i32 193438598]], [8 x [5 x i32]] [[5 x i32] [i32 -1245648826, i32 3, i32 274340005, i32 274340005, i32 3], [5 x i32] [i32 193438598, i32 -1, i32 423009600, i32 -114724385, i32 -114724385], [5 x i32] [i32 1007432621, i32 -8, i32 1007432621, i32 274340005, i32 -856248294], [5 x i32] [i32 1680208116, i32 1419767132, i32 -114724385, i32 1419767132, i32 1680208116], [5 x i32] [i32 1007432621, i32 -1245648826, i32 -8, i32 3, i32 -8], [5 x i32] [i32 193438598, i32 193438598, i32 -114724385, i32 1680208116, i32 870520557], [5 x i32] [i32 -1245648826, i32 1007432621, i32 1007432621, i32 -1245648826, i32 -8], [5 x i32] [i32 -1, i32 423009600, i32 -114724385, i32 -114724385, i32 423009600]], [8 x [5 x i32]] [[5 x i32] [i32 1, i32 3, i32 -856248294, i32 -8, i32 -8], [5 x i32] [i32 1680208116, i32 870520557, i32 1680208116, i32 -114724385, i32 193438598], [5 x i32] [i32 274340005, i32 1007432621, i32 -8, i32 1007432621, i32 274340005], [5 x i32] [i32 1680208116, i32 -1, i32 870520557, i32 423009600, i32 870520557], [5 x i32] [i32 1, i32 1, i32 -8, i32 274340005, i32 -1245648826], [5 x i32] [i32 -1, i32 1680208116, i32 1680208116, i32 -1, i32 870520557], [5 x i32] [i32 1007432621, i32 274340005, i32 -856248294, i32 -856248294, i32 274340005], [5 x i32] [i32 870520557, i32 1680208116, i32 -114724385, i32 193438598, i32 193438598]], [8 x [5 x i32]] [[5 x i32] [i32 3, i32 1, i32 3, i32 -856248294, i32 -8], [5 x i32] [i32 423009600, i32 -1, i32 193438598, i32 -1, i32 423009600], [5 x i32] [i32 3, i32 1007432621, i32 1, i32 274340005, i32 1], [5 x i32] [i32 870520557, i32 870520557, i32 193438598, i32 423009600, i32 1419767132], [5 x i32] [i32 1007432621, i32 3, i32 3, i32 1007432621, i32 1], [5 x i32] [i32 -1, i32 423009600, i32 -114724385, i32 -114724385, i32 423009600], [5 x i32] [i32 1, i32 3, i32 -856248294, i32 -8, i32 -8], [5 x i32] [i32 1680208116, i32 870520557, i32 1680208116, i32 -114724385, i32 193438598]], [8 x [5 x i32]] [[5 x i32] [i32 274340005, i32 1007432621, i32 -8, i32 1007432621, i32 274340005], [5 x i32] [i32 1680208116, i32 -1, i32 870520557, i32 423009600, i32 870520557], [5 x i32] [i32 1, i32 1, i32 -8, i32 274340005, i32 -1245648826], [5 x i32] [i32 -1, i32 1680208116, i32 1680208116, i32 -1, i32 870520557], [5 x i32] [i32 1007432621, i32 274340005, i32 -856248294, i32 -856248294, i32 274340005], [5 x i32] [i32 870520557, i32 1680208116, i32 -114724385, i32 193438598, i32 193438598], [5 x i32] [i32 3, i32 1, i32 3, i32 -856248294, i32 -8], [5 x i32] [i32 423009600, i32 -1, i32 193438598, i32 -1, i32 423009600]]], align 16
@.str.170 = private unnamed_addr constant [16 x i8] c"g_4838[i][j][k]\00", align 1
@.str.171 = private unnamed_addr constant [7 x i8] c"g_4878\00", align 1
@.str.172 = private unnamed_addr constant [7 x i8] c"g_4902\00", align 1
@.str.173 = private unnamed_addr constant [10 x i8] c"g_4997[i]\00", align 1
@.str.174 = private unnamed_addr constant [7 x i8] c"g_5000\00", align 1
@.str.175 = private unnamed_addr constant [7 x i8] c"g_5005\00", align 1
@.str.176 = private unnamed_addr constant [7 x i8] c"g_5259\00", align 1
@.str.177 = private unnamed_addr constant [7 x i8] c"g_5487\00", align 1
@g_5511 = internal unnamed_addr global [9 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 -5, i32 766528472], [2 x i32] [i32 -5, i32 -1227305889], [2 x i32] [i32 0, i32 1037098189], [2 x i32] [i32 -1227305889, i32 1], [2 x i32] [i32 -1116907773, i32 0], [2 x i32] [i32 0, i32 -869191495], [2 x i32] [i32 -869191495, i32 834634885], [2 x i32] [i32 -1116907773, i32 766528472], [2 x i32] [i32 813002444, i32 0], [2 x i32] [i32 -6, i32 -487677534]], [10 x [2 x i32]] [[2 x i32] [i32 834634885, i32 -487677534], [2 x i32] [i32 -6, i32 0], [2 x i32] [i32 813002444, i32 766528472], [2 x i32] [i32 -1116907773, i32 -869191495], [2 x i32] [i32 -5, i32 -5], [2 x i32] [i32 1037098189, i32 1906751360], [2 x i32] [i32 0, i32 834634885], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1705561504, i32 6]], [10 x [2 x i32]] [[2 x i32] [i32 1705561504, i32 1], [2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1, i32 834634885], [2 x i32] [i32 0, i32 1906751360], [2 x i32] [i32 1037098189, i32 -5], [2 x i32] [i32 -5, i32 -869191495], [2 x i32] [i32 -1116907773, i32 766528472], [2 x i32] [i32 813002444, i32 0], [2 x i32] [i32 -6, i32 -487677534], [2 x i32] [i32 834634885, i32 -487677534]], [10 x [2 x i32]] [[2 x i32] [i32 -6, i32 0], [2 x i32] [i32 813002444, i32 766528472], [2 x i32] [i32 -1116907773, i32 -869191495], [2 x i32] [i32 -5, i32 -5], [2 x i32] [i32 1037098189, i32 1906751360], [2 x i32] [i32 0, i32 834634885], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1705561504, i32 6], [2 x i32] [i32 1705561504, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1, i32 834634885], [2 x i32] [i32 0, i32 1906751360], [2 x i32] [i32 1037098189, i32 -5], [2 x i32] [i32 -5, i32 -869191495], [2 x i32] [i32 -1116907773, i32 766528472], [2 x i32] [i32 813002444, i32 0], [2 x i32] [i32 -6, i32 -487677534], [2 x i32] [i32 834634885, i32 -487677534], [2 x i32] [i32 -6, i32 0]], [10 x [2 x i32]] [[2 x i32] [i32 813002444, i32 766528472], [2 x i32] [i32 -1116907773, i32 -869191495], [2 x i32] [i32 -5, i32 -5], [2 x i32] [i32 1037098189, i32 1906751360], [2 x i32] [i32 0, i32 834634885], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1705561504, i32 6], [2 x i32] [i32 1705561504, i32 1], [2 x i32] [i32 1906751360, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 1, i32 834634885], [2 x i32] [i32 0, i32 1906751360], [2 x i32] [i32 1037098189, i32 -5], [2 x i32] [i32 -5, i32 -869191495], [2 x i32] [i32 -1116907773, i32 766528472], [2 x i32] [i32 813002444, i32 0], [2 x i32] [i32 -6, i32 -487677534], [2 x i32] [i32 834634885, i32 -487677534], [2 x i32] [i32 -6, i32 0], [2 x i32] [i32 813002444, i32 766528472]], [10 x [2 x i32]] [[2 x i32] [i32 -1116907773, i32 -869191495], [2 x i32] [i32 -5, i32 -5], [2 x i32] [i32 1037098189, i32 1906751360], [2 x i32] [i32 0, i32 834634885], [2 x i32] [i32 1, i32 1], [2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1705561504, i32 6], [2 x i32] [i32 1705561504, i32 1], [2 x i32] [i32 1906751360, i32 1], [2 x i32] [i32 1, i32 834634885]], [10 x [2 x i32]] [[2 x i32] [i32 0, i32 1906751360], [2 x i32] [i32 1037098189, i32 -5], [2 x i32] [i32 -5, i32 -869191495], [2 x i32] [i32 -1116907773, i32 766528472], [2 x i32] [i32 813002444, i32 0], [2 x i32] [i32 -6, i32 -487677534], [2 x i32] [i32 834634885, i32 -487677534], [2 x i32] [i32 -6, i32 0], [2 x i32] [i32 813002444, i32 766528472], [2 x i32] [i32 -1116907773, i32 -869191495]]], align 16
@.str.178 = private unnamed_addr constant [16 x i8] c"g_5511[i][j][k]\00", align 1
@.str.179 = private unnamed_addr constant [7 x i8] c"g_5680\00", align 1
@.str.180 = private unnamed_addr constant [7 x i8] c"g_5960\00", align 1
@.str.181 = private unnamed_addr constant [7 x i8] c"g_6027\00", align 1
@.str.182 = private unnamed_addr constant [7 x i8] c"g_6042\00", align 1
@.str.183 = private unnamed_addr constant [7 x i8] c"g_6083\00", align 1
@g_6324 = internal unnamed_addr constant [8 x [3 x [7 x i32]]] [[3 x [7 x i32]] [[7 x i32] [i32 -3, i32 -949612825, i32 1836581131, i32 0, i32 -1767425874, i32 1795703613, i32 1742993425], [7 x i32] [i32 1, i32 -8660448, i32 -2094876696, i32 2, i32 -5, i32 172918669, i32 0], [7 x i32] [i32 1487129666, i32 0, i32 -5, i32 1487129666, i32 -5, i32 902932828, i32 -154288309]], [3 x [7 x i32]] [[7 x i32] [i32 1742993425, i32 0, i32 -1414399810, i32 -798971964, i32 -3, i32 -1274703625, i32 3], [7 x i32] [i32 2, i32 -8660448, i32 902932828, i32 -949612825, i32 902932828, i32 -8660448, i32 2], [7 x i32] [i32 -22159294, i32 -949612825, i32 -8660448, i32 1468637127, i32 1742993425, i32 -1621319300, i32 -5]], [3 x [7 x i32]] [[7 x i32] [i32 -8, i32 2124347955, i32 1, i32 1742993425, i32 -3, i32 1, i32 1742993425], [7 x i32] [i32 1419300270, i32 12899984, i32 -8660448, i32 2, i32 -1, i32 -1694495745, i32 2124347955], [7 x i32] [i32 -8660448, i32 3, i32 902932828, i32 -1621319300, i32 0, i32 12899984, i32 -1694495745]], [3 x [7 x i32]] [[7 x i32] [i32 -8, i32 -1767425874, i32 -1414399810, i32 1, i32 -1767425874, i32 0, i32 0], [7 x i32] [i32 -1767425874, i32 902932828, i32 -5, i32 1, i32 172918669, i32 -1199003832, i32 -5], [7 x i32] [i32 -154288309, i32 -8, i32 -2094876696, i32 -1621319300, i32 3, i32 -1621319300, i32 -2094876696]], [3 x [7 x i32]] [[7 x i32] [i32 1742993425, i32 1742993425, i32 1836581131, i32 2, i32 1, i32 9, i32 -7], [7 x i32] [i32 0, i32 -22159294, i32 4, i32 1742993425, i32 -2094876696, i32 -1, i32 -5], [7 x i32] [i32 1732304562, i32 3, i32 -154288309, i32 1468637127, i32 1, i32 902932828, i32 1487129666]], [3 x [7 x i32]] [[7 x i32] [i32 -3, i32 0, i32 -362709522, i32 -949612825, i32 3, i32 1, i32 -8], [7 x i32] [i32 -949612825, i32 -1621319300, i32 4, i32 -798971964, i32 172918669, i32 4, i32 2124347955], [7 x i32] [i32 -1199003832, i32 -949612825, i32 12899984, i32 1, i32 -5, i32 980159047, i32 -362709522]], [3 x [7 x i32]] [[7 x i32] [i32 -8660448, i32 -1, i32 -798971964, i32 3, i32 -2094876696, i32 1, i32 -2094876696], [7 x i32] [i32 -1199003832, i32 0, i32 0, i32 -1199003832, i32 1836581131, i32 -362709522, i32 3], [7 x i32] [i32 -362709522, i32 -2094876696, i32 9, i32 -1414399810, i32 4, i32 1836581131, i32 3]], [3 x [7 x i32]] [[7 x i32] [i32 3, i32 -1, i32 2, i32 1487129666, i32 -154288309, i32 -5, i32 3], [7 x i32] [i32 -5, i32 620873164, i32 -1274703625, i32 902932828, i32 -362709522, i32 0, i32 -2094876696], [7 x i32] [i32 -5, i32 -1694495745, i32 -1414399810, i32 -362709522, i32 4, i32 1795703613, i32 -362709522]]], align 16
@.str.184 = private unnamed_addr constant [16 x i8] c"g_6324[i][j][k]\00", align 1
@.str.185 = private unnamed_addr constant [7 x i8] c"g_6484\00", align 1
@.str.186 = private unnamed_addr constant [10 x i8] c"g_6501[i]\00", align 1
@.str.187 = private unnamed_addr constant [7 x i8] c"g_6502\00", align 1
@.str.188 = private unnamed_addr constant [7 x i8] c"g_6552\00", align 1
@.str.189 = private unnamed_addr constant [7 x i8] c"g_6598\00", align 1
@.str.190 = private unnamed_addr constant [7 x i8] c"g_6747\00", align 1
@.str.191 = private unnamed_addr constant [7 x i8] c"g_6778\00", align 1
@.str.192 = private unnamed_addr constant [7 x i8] c"g_6824\00", align 1
@g_6910 = internal unnamed_addr constant [3 x [7 x i32]] [[7 x i32] [i32 0, i32 7, i32 -645339195, i32 7, i32 0, i32 0, i32 7], [7 x i32] [i32 1, i32 0, i32 1, i32 7, i32 7, i32 1, i32 0], [7 x i32] [i32 7, i32 0, i32 -645339195, i32 -645339195, i32 0, i32 7, i32 0]], align 16
@.str.193 = private unnamed_addr constant [13 x i8] c"g_6910[i][j]\00", align 1
@.str.194 = private unnamed_addr constant [7 x i8] c"g_7079\00", align 1
@.str.195 = private unnamed_addr constant [7 x i8] c"g_7096\00", align 1
@.str.196 = private unnamed_addr constant [7 x i8] c"g_7285\00", align 1
@.str.197 = private unnamed_addr constant [10 x i8] c"g_7319[i]\00", align 1
@.str.198 = private unnamed_addr constant [7 x i8] c"g_7402\00", align 1
@.str.199 = private unnamed_addr constant [7 x i8] c"g_7427\00", align 1
@.str.200 = private unnamed_addr constant [7 x i8] c"g_7434\00", align 1
@.str.201 = private unnamed_addr constant [7 x i8] c"g_7470\00", align 1
@.str.202 = private unnamed_addr constant [7 x i8] c"g_7548\00", align 1
@.str.203 = private unnamed_addr constant [7 x i8] c"g_7591\00", align 1
@.str.204 = private unnamed_addr constant [7 x i8] c"g_7593\00", align 1
@.str.205 = private unnamed_addr constant [7 x i8] c"g_7595\00", align 1
@.str.206 = private unnamed_addr constant [10 x i8] c"g_7598[i]\00", align 1
@.str.207 = private unnamed_addr constant [7 x i8] c"g_7600\00", align 1
@.str.208 = private unnamed_addr constant [7 x i8] c"g_7602\00", align 1
@.str.209 = private unnamed_addr constant [7 x i8] c"g_7605\00", align 1
@.str.210 = private unnamed_addr constant [7 x i8] c"g_7608\00", align 1
@.str.211 = private unnamed_addr constant [7 x i8] c"g_7610\00", align 1
@.str.212 = private unnamed_addr constant [7 x i8] c"g_7727\00", align 1
@.str.213 = private unnamed_addr constant [7 x i8] c"g_7946\00", align 1
@.str.214 = private unnamed_addr constant [7 x i8] c"g_8003\00", align 1
@.str.215 = private unnamed_addr constant [7 x i8] c"g_8107\00", align 1
@.str.216 = private unnamed_addr constant [7 x i8] c"g_8204\00", align 1
@g_8333 = internal unnamed_addr constant [7 x [9 x i32]] [[9 x i32] [i32 -949083575, i32 -949083575, i32 1, i32 -949083575, i32 -949083575, i32 1, i32 -949083575, i32 -949083575, i32 1], [9 x i32] [i32 -923379279, i32 -923379279, i32 -6, i32 -923379279, i32 -923379279, i32 -6, i32 -923379279, i32 -923379279, i32 -6], [9 x i32] [i32 -949083575, i32 -949083575, i32 1, i32 -949083575, i32 -949083575, i32 1, i32 -949083575, i32 -949083575, i32 1], [9 x i32] [i32 -923379279, i32 -923379279, i32 -6, i32 -923379279, i32 -923379279, i32 -6, i32 -923379279, i32 -923379279, i32 -6], [9 x i32] [i32 -949083575, i32 -949083575, i32 1, i32 -949083575, i32 -949083575, i32 1, i32 -949083575, i32 -949083575, i32 -949083575], [9 x i32] [i32 -399529456, i32 -399529456, i32 -923379279, i32 -399529456, i32 -399529456, i32 -923379279, i32 -399529456, i32 -399529456, i32 -923379279], [9 x i32] [i32 -1, i32 -1, i32 -949083575, i32 -1, i32 -1, i32 -949083575, i32 -1, i32 -1, i32 -949083575]], align 16
@.str.217 = private unnamed_addr constant [13 x i8] c"g_8333[i][j]\00", align 1
@.str.218 = private unnamed_addr constant [7 x i8] c"g_8409\00", align 1
@.str.219 = private unnamed_addr constant [7 x i8] c"g_8571\00", align 1
@.str.220 = private unnamed_addr constant [7 x i8] c"g_8596\00", align 1
@.str.221 = private unnamed_addr constant [7 x i8] c"g_8730\00", align 1
@.str.222 = private unnamed_addr constant [7 x i8] c"g_8806\00", align 1
@.str.223 = private unnamed_addr constant [7 x i8] c"g_8903\00", align 1
@g_8920 = internal global i8 -106, align 1
@.str.224 = private unnamed_addr constant [7 x i8] c"g_8920\00", align 1
@.str.225 = private unnamed_addr constant [7 x i8] c"g_9203\00", align 1
@.str.226 = private unnamed_addr constant [13 x i8] c"g_9389[i][j]\00", align 1
@.str.227 = private unnamed_addr constant [7 x i8] c"g_9526\00", align 1
@.str.228 = private unnamed_addr constant [7 x i8] c"g_9797\00", align 1
@.str.229 = private unnamed_addr constant [7 x i8] c"g_9798\00", align 1
@.str.230 = private unnamed_addr constant [7 x i8] c"g_9804\00", align 1
@.str.231 = private unnamed_addr constant [7 x i8] c"g_9876\00", align 1
@.str.232 = private unnamed_addr constant [7 x i8] c"g_9976\00", align 1
@.str.233 = private unnamed_addr constant [8 x i8] c"g_10033\00", align 1
@g_10224 = internal unnamed_addr constant [4 x [6 x [4 x i64]]] [[6 x [4 x i64]] [[4 x i64] [i64 0, i64 -1, i64 -1295312152098526566, i64 8313447419946458873], [4 x i64] [i64 -8212134817394363590, i64 9, i64 5944178169525687839, i64 -1295312152098526566], [4 x i64] [i64 8313447419946458873, i64 9, i64 -7420023328266729864, i64 8313447419946458873], [4 x i64] [i64 9, i64 -1, i64 -8212134817394363590, i64 0], [4 x i64] [i64 2150764444177276114, i64 6090357866605246771, i64 2150764444177276114, i64 5944178169525687839], [4 x i64] [i64 8313447419946458873, i64 0, i64 0, i64 -4580191996960499341]], [6 x [4 x i64]] [[4 x i64] [i64 6090357866605246771, i64 -8212134817394363590, i64 -1295312152098526566, i64 0], [4 x i64] [i64 -3007380814455731087, i64 8313447419946458873, i64 -1295312152098526566, i64 -1], [4 x i64] [i64 6090357866605246771, i64 9, i64 0, i64 -4920780818825895820], [4 x i64] [i64 8313447419946458873, i64 2150764444177276114, i64 2150764444177276114, i64 8313447419946458873], [4 x i64] [i64 2150764444177276114, i64 8313447419946458873, i64 -8212134817394363590, i64 -3007380814455731087], [4 x i64] [i64 9, i64 6090357866605246771, i64 -7420023328266729864, i64 -4580191996960499341]], [6 x [4 x i64]] [[4 x i64] [i64 8313447419946458873, i64 -3007380814455731087, i64 5944178169525687839, i64 -4580191996960499341], [4 x i64] [i64 -8212134817394363590, i64 6090357866605246771, i64 -1295312152098526566, i64 -3007380814455731087], [4 x i64] [i64 0, i64 8313447419946458873, i64 9, i64 8313447419946458873], [4 x i64] [i64 6090357866605246771, i64 2150764444177276114, i64 5944178169525687839, i64 -4920780818825895820], [4 x i64] [i64 -1, i64 9, i64 2150764444177276114, i64 -1], [4 x i64] [i64 9, i64 8313447419946458873, i64 -8385310347561417384, i64 0]], [6 x [4 x i64]] [[4 x i64] [i64 9, i64 -8212134817394363590, i64 2150764444177276114, i64 -4580191996960499341], [4 x i64] [i64 -1, i64 0, i64 5944178169525687839, i64 5944178169525687839], [4 x i64] [i64 6090357866605246771, i64 6090357866605246771, i64 9, i64 0], [4 x i64] [i64 0, i64 -1, i64 -1295312152098526566, i64 8313447419946458873], [4 x i64] [i64 -8212134817394363590, i64 9, i64 5944178169525687839, i64 -1295312152098526566], [4 x i64] [i64 8313447419946458873, i64 9, i64 -7420023328266729864, i64 8313447419946458873]]], align 16
@.str.234 = private unnamed_addr constant [17 x i8] c"g_10224[i][j][k]\00", align 1
@.str.235 = private unnamed_addr constant [8 x i8] c"g_10237\00", align 1
@.str.236 = private unnamed_addr constant [11 x i8] c"g_10328[i]\00", align 1
@.str.237 = private unnamed_addr constant [8 x i8] c"g_10379\00", align 1
@.str.238 = private unnamed_addr constant [8 x i8] c"g_10451\00", align 1
@.str.239 = private unnamed_addr constant [11 x i8] c"g_10467[i]\00", align 1
@.str.240 = private unnamed_addr constant [8 x i8] c"g_10768\00", align 1
@.str.241 = private unnamed_addr constant [8 x i8] c"g_10859\00", align 1
@.str.242 = private unnamed_addr constant [8 x i8] c"g_11004\00", align 1
@.str.243 = private unnamed_addr constant [8 x i8] c"g_11048\00", align 1
@.str.244 = private unnamed_addr constant [8 x i8] c"g_11064\00", align 1
@.str.245 = private unnamed_addr constant [8 x i8] c"g_11166\00", align 1
@.str.246 = private unnamed_addr constant [8 x i8] c"g_11181\00", align 1
@.str.247 = private unnamed_addr constant [8 x i8] c"g_11223\00", align 1
@.str.248 = private unnamed_addr constant [8 x i8] c"g_11508\00", align 1
@.str.249 = private unnamed_addr constant [11 x i8] c"g_11580[i]\00", align 1
@.str.250 = private unnamed_addr constant [8 x i8] c"g_11602\00", align 1
@.str.251 = private unnamed_addr constant [11 x i8] c"g_11643[i]\00", align 1
@.str.252 = private unnamed_addr constant [11 x i8] c"g_11912[i]\00", align 1
@.str.253 = private unnamed_addr constant [8 x i8] c"g_12020\00", align 1
@g_12026 = internal unnamed_addr constant [8 x [6 x [5 x i8]]] [[6 x [5 x i8]] [[5 x i8] c"\04\00\FF\02%", [5 x i8] c"\00\FF\00\FF\00", [5 x i8] c"\A9\85\AE%\FF", [5 x i8] c"\01\0577\FF", [5 x i8] c"\00(\85\FF(", [5 x i8] c"67\E6\FF\F8"], [6 x [5 x i8]] [[5 x i8] c"(]W\A9W", [5 x i8] c"II9\05\E2", [5 x i8] c"\F6%\FCW%", [5 x i8] c"\01\00W\09W", [5 x i8] c"\00%\85\13(", [5 x i8] c"\E6I\00W\B2"], [6 x [5 x i8]] [[5 x i8] c"\AE]]\AE\F6", [5 x i8] c"\E27\04In", [5 x i8] c"\F6(\01\F6\00", [5 x i8] c"n\00\01IW", [5 x i8] c"\A9\FF\CB\AE\00", [5 x i8] c"6\01WW\01"], [6 x [5 x i8]] [[5 x i8] c"%\11\F9\13W", [5 x i8] c"\05\E2\04\097", [5 x i8] c"\F9\A9\11W\FF", [5 x i8] c"\05\00\F5\05\FF", [5 x i8] c"%\AE\85\A9\A9", [5 x i8] c"6\F86\FF\05"], [6 x [5 x i8]] [[5 x i8] c"\A9]\F6\FFW", [5 x i8] c"n\B297\09", [5 x i8] c"\F6\13\F6W\13", [5 x i8] c"\E2\006\01W", [5 x i8] c"\AE\00\85\00\AE", [5 x i8] c"\E6n\F5WI"], [6 x [5 x i8]] [[5 x i8] c"\00]\11\00\F6", [5 x i8] c"\01\05\04nI", [5 x i8] c"\F6\00\F9\F6\AE", [5 x i8] c"I\00W\B2W", [5 x i8] c"((\CB(\13", [5 x i8] c"6\09\01W\09"], [6 x [5 x i8]] [[5 x i8] c"\00\11\01%W", [5 x i8] c"7\09\04\E2\05", [5 x i8] c"\F9(]W\A9", [5 x i8] c"\F8\00\00\F8\FF", [5 x i8] c"\13\00\85(\FF", [5 x i8] c"6\05W\FF\00"], [6 x [5 x i8]] [[5 x i8] c"\F6\FF\17\01\03", [5 x i8] c"\E66\B2\F5\01", [5 x i8] c"\00\FC\03\03\FC", [5 x i8] c"W\049\FF\00", [5 x i8] c"]\F6\FFW\11", [5 x i8] c"9\E6\04\006"]], align 16
@.str.254 = private unnamed_addr constant [17 x i8] c"g_12026[i][j][k]\00", align 1
@.str.255 = private unnamed_addr constant [8 x i8] c"g_12344\00", align 1
@.str.256 = private unnamed_addr constant [8 x i8] c"g_12398\00", align 1
@g_12589 = internal unnamed_addr constant [7 x [6 x i16]] [[6 x i16] [i16 1, i16 9156, i16 2290, i16 8, i16 -1, i16 1], [6 x i16] [i16 21509, i16 1, i16 2290, i16 -6534, i16 1, i16 -6534], [6 x i16] [i16 1, i16 -6534, i16 1, i16 636, i16 0, i16 3], [6 x i16] [i16 636, i16 0, i16 3, i16 -1, i16 23228, i16 6], [6 x i16] [i16 28175, i16 3, i16 31679, i16 -1, i16 636, i16 636], [6 x i16] [i16 636, i16 -6, i16 -6, i16 636, i16 1, i16 9156], [6 x i16] [i16 1, i16 28175, i16 6, i16 -6534, i16 31679, i16 2290]], align 16
@.str.257 = private unnamed_addr constant [14 x i8] c"g_12589[i][j]\00", align 1
@.str.258 = private unnamed_addr constant [8 x i8] c"g_12611\00", align 1
@.str.259 = private unnamed_addr constant [8 x i8] c"g_12624\00", align 1
@.str.260 = private unnamed_addr constant [8 x i8] c"g_13005\00", align 1
@.str.261 = private unnamed_addr constant [8 x i8] c"g_13074\00", align 1
@.str.262 = private unnamed_addr constant [8 x i8] c"g_13134\00", align 1
@g_13294 = internal global i32 1044818107, align 4
@.str.263 = private unnamed_addr constant [8 x i8] c"g_13294\00", align 1
@g_13297 = internal global i32 1165568793, align 4
@.str.264 = private unnamed_addr constant [8 x i8] c"g_13297\00", align 1
@.str.265 = private unnamed_addr constant [8 x i8] c"g_13397\00", align 1
@g_13400 = internal unnamed_addr global [2 x [10 x [10 x i32]]] [[10 x [10 x i32]] [[10 x i32] [i32 -1, i32 -1948240664, i32 -1452605356, i32 3, i32 1196874014, i32 260490414, i32 -4, i32 -1123602310, i32 225252657, i32 225252657], [10 x i32] [i32 -2106742577, i32 3, i32 -1, i32 1177760162, i32 1177760162, i32 -1, i32 3, i32 -2106742577, i32 0, i32 -1], [10 x i32] [i32 -1, i32 260490414, i32 5, i32 -1, i32 -2106742577, i32 -1123602310, i32 9, i32 1404466572, i32 -10, i32 1177760162], [10 x i32] [i32 -1, i32 -1123602310, i32 5, i32 -2106742577, i32 -1948240664, i32 1404466572, i32 -1948240664, i32 -2106742577, i32 5, i32 -1123602310], [10 x i32] [i32 0, i32 225252657, i32 -1, i32 -1, i32 0, i32 1177760162, i32 260490414, i32 -1123602310, i32 414470924, i32 -1], [10 x i32] [i32 5, i32 -4, i32 -1452605356, i32 -1, i32 1750470419, i32 1177760162, i32 0, i32 0, i32 1177760162, i32 1750470419], [10 x i32] [i32 0, i32 1196874014, i32 1196874014, i32 0, i32 -1, i32 1404466572, i32 414470924, i32 -10, i32 9, i32 3], [10 x i32] [i32 -1, i32 -1452605356, i32 -4, i32 5, i32 1404466572, i32 -1123602310, i32 1196874014, i32 414470924, i32 9, i32 414470924], [10 x i32] [i32 -1123602310, i32 1196874014, i32 414470924, i32 9, i32 414470924, i32 1196874014, i32 -1123602310, i32 1404466572, i32 5, i32 -4], [10 x i32] [i32 3, i32 260490414, i32 -1452605356, i32 1750470419, i32 9, i32 -4, i32 0, i32 0, i32 -1, i32 1404466572]], [10 x [10 x i32]] [[10 x i32] [i32 1196874014, i32 260490414, i32 -4, i32 -1123602310, i32 225252657, i32 225252657, i32 -1123602310, i32 -4, i32 260490414, i32 1196874014], [10 x i32] [i32 5, i32 1196874014, i32 1177760162, i32 3, i32 0, i32 -1123602310, i32 9, i32 1750470419, i32 0, i32 9], [10 x i32] [i32 1177760162, i32 -2106742577, i32 -10, i32 1196874014, i32 0, i32 260490414, i32 -1, i32 260490414, i32 0, i32 1196874014], [10 x i32] [i32 0, i32 9, i32 0, i32 5, i32 225252657, i32 3, i32 9, i32 -10, i32 414470924, i32 1404466572], [10 x i32] [i32 9, i32 225252657, i32 -1, i32 1177760162, i32 9, i32 -1948240664, i32 -4, i32 -10, i32 -10, i32 -4], [10 x i32] [i32 0, i32 414470924, i32 0, i32 0, i32 414470924, i32 0, i32 -10, i32 260490414, i32 0, i32 -1], [10 x i32] [i32 -2106742577, i32 -1452605356, i32 -10, i32 9, i32 -1, i32 414470924, i32 -1948240664, i32 1750470419, i32 -1123602310, i32 1177760162], [10 x i32] [i32 -2106742577, i32 -4, i32 1177760162, i32 0, i32 1196874014, i32 0, i32 1177760162, i32 -4, i32 -2106742577, i32 0], [10 x i32] [i32 0, i32 1177760162, i32 -4, i32 -2106742577, i32 0, i32 -1948240664, i32 225252657, i32 0, i32 1404466572, i32 1750470419], [10 x i32] [i32 9, i32 -10, i32 -1452605356, i32 -2106742577, i32 1404466572, i32 3, i32 3, i32 1404466572, i32 -2106742577, i32 -1452605356]]], align 16
@.str.266 = private unnamed_addr constant [17 x i8] c"g_13400[i][j][k]\00", align 1
@.str.267 = private unnamed_addr constant [8 x i8] c"g_13419\00", align 1
@g_13441 = internal constant i32 -4, align 4
@.str.268 = private unnamed_addr constant [8 x i8] c"g_13441\00", align 1
@.str.269 = private unnamed_addr constant [8 x i8] c"g_13489\00", align 1
@g_13497 = internal unnamed_addr global [5 x [4 x [5 x i32]]] [[4 x [5 x i32]] [[5 x i32] [i32 -3, i32 1291348410, i32 161182546, i32 1013890477, i32 5], [5 x i32] [i32 1, i32 5, i32 8, i32 1750811265, i32 1], [5 x i32] [i32 -1, i32 252372437, i32 8, i32 -70874183, i32 1], [5 x i32] [i32 1114956987, i32 5, i32 945905690, i32 5, i32 5]], [4 x [5 x i32]] [[5 x i32] [i32 -1172113639, i32 5, i32 -1172113639, i32 -1, i32 1], [5 x i32] [i32 1013890477, i32 -1, i32 0, i32 889110737, i32 945905690], [5 x i32] [i32 -1040644324, i32 -2, i32 889110737, i32 2, i32 -448552134], [5 x i32] [i32 -205095414, i32 1, i32 0, i32 945905690, i32 -2]], [4 x [5 x i32]] [[5 x i32] [i32 945905690, i32 -70874183, i32 -1172113639, i32 -952846059, i32 4], [5 x i32] [i32 2139800852, i32 -1, i32 945905690, i32 -323332367, i32 -1], [5 x i32] [i32 1, i32 8, i32 8, i32 -448552134, i32 -937980781], [5 x i32] [i32 1, i32 945905690, i32 8, i32 -515584491, i32 2139800852]], [4 x [5 x i32]] [[5 x i32] [i32 2139800852, i32 161182546, i32 161182546, i32 2139800852, i32 8], [5 x i32] [i32 945905690, i32 2, i32 1291348410, i32 -1, i32 1750811265], [5 x i32] [i32 -205095414, i32 2, i32 1013890477, i32 1, i32 5], [5 x i32] [i32 1013890477, i32 8, i32 945905690, i32 -1, i32 8]], [4 x [5 x i32]] [[5 x i32] [i32 -1, i32 -515584491, i32 -937980781, i32 -205095414, i32 -1], [5 x i32] [i32 639581742, i32 1750811265, i32 1291348410, i32 252372437, i32 0], [5 x i32] [i32 -937980781, i32 -1172113639, i32 -3, i32 -2, i32 1013890477], [5 x i32] [i32 1, i32 -1172113639, i32 -205095414, i32 161182546, i32 -323332367]]], align 16
@.str.270 = private unnamed_addr constant [17 x i8] c"g_13497[i][j][k]\00", align 1
@.str.271 = private unnamed_addr constant [11 x i8] c"g_13541[i]\00", align 1
@.str.272 = private unnamed_addr constant [8 x i8] c"g_13575\00", align 1
@.str.273 = private unnamed_addr constant [8 x i8] c"g_13588\00", align 1
@.str.274 = private unnamed_addr constant [8 x i8] c"g_13597\00", align 1
@.str.275 = private unnamed_addr constant [8 x i8] c"g_13703\00", align 1
@.str.276 = private unnamed_addr constant [11 x i8] c"g_13724[i]\00", align 1
@.str.277 = private unnamed_addr constant [8 x i8] c"g_13811\00", align 1
@.str.278 = private unnamed_addr constant [8 x i8] c"g_13880\00", align 1
@.str.279 = private unnamed_addr constant [11 x i8] c"g_13892[i]\00", align 1
@.str.280 = private unnamed_addr constant [8 x i8] c"g_14106\00", align 1
@.str.281 = private unnamed_addr constant [11 x i8] c"g_14129[i]\00", align 1
@.str.282 = private unnamed_addr constant [8 x i8] c"g_14336\00", align 1
@.str.283 = private unnamed_addr constant [8 x i8] c"g_14338\00", align 1
@.str.284 = private unnamed_addr constant [8 x i8] c"g_14378\00", align 1
@.str.285 = private unnamed_addr constant [8 x i8] c"g_14392\00", align 1
@.str.286 = private unnamed_addr constant [8 x i8] c"g_14568\00", align 1
@.str.287 = private unnamed_addr constant [8 x i8] c"g_14584\00", align 1
@.str.288 = private unnamed_addr constant [11 x i8] c"g_14644[i]\00", align 1
@.str.289 = private unnamed_addr constant [8 x i8] c"g_15015\00", align 1
@.str.290 = private unnamed_addr constant [8 x i8] c"g_15054\00", align 1
@.str.291 = private unnamed_addr constant [8 x i8] c"g_15175\00", align 1
@.str.292 = private unnamed_addr constant [8 x i8] c"g_15247\00", align 1
@g_15354 = internal unnamed_addr constant [7 x [2 x [4 x i8]]] [[2 x [4 x i8]] [[4 x i8] c"d\88\02\00", [4 x i8] c"\00\88\04 "], [2 x [4 x i8]] [[4 x i8] c"\04 d\FB", [4 x i8] c"\04\1C\04\97"], [2 x [4 x i8]] [[4 x i8] c"\00\FB\02\97", [4 x i8] c"d\1C\9E\FB"], [2 x [4 x i8]] [[4 x i8] c"\E4 \9E ", [4 x i8] c"d\88\02\00"], [2 x [4 x i8]] [[4 x i8] c"\00\88\04 ", [4 x i8] c"\04 d\FB"], [2 x [4 x i8]] [[4 x i8] c"\04\1C\04\97", [4 x i8] c"\00\FB\02\97"], [2 x [4 x i8]] [[4 x i8] c"d\1C\9E\FB", [4 x i8] c"\E4 \9E "]], align 16
@.str.293 = private unnamed_addr constant [17 x i8] c"g_15354[i][j][k]\00", align 1
@.str.294 = private unnamed_addr constant [8 x i8] c"g_15977\00", align 1
@.str.295 = private unnamed_addr constant [11 x i8] c"g_16031[i]\00", align 1
@.str.296 = private unnamed_addr constant [8 x i8] c"g_16038\00", align 1
@.str.297 = private unnamed_addr constant [8 x i8] c"g_16174\00", align 1
@g_16194 = internal unnamed_addr constant [10 x [10 x [2 x i32]]] [[10 x [2 x i32]] [[2 x i32] [i32 0, i32 5], [2 x i32] [i32 9, i32 5], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -2, i32 1676655181], [2 x i32] [i32 791404430, i32 1530032571], [2 x i32] [i32 -1, i32 1676655181], [2 x i32] [i32 5, i32 1], [2 x i32] [i32 -1749017771, i32 5], [2 x i32] [i32 -510650806, i32 5], [2 x i32] [i32 -1749017771, i32 1]], [10 x [2 x i32]] [[2 x i32] [i32 5, i32 1676655181], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 791404430, i32 1676655181], [2 x i32] [i32 -2, i32 1], [2 x i32] [i32 0, i32 5], [2 x i32] [i32 9, i32 5], [2 x i32] [i32 0, i32 1], [2 x i32] [i32 -2, i32 1676655181], [2 x i32] [i32 791404430, i32 1530032571], [2 x i32] [i32 -1, i32 1676655181]], [10 x [2 x i32]] [[2 x i32] [i32 5, i32 1], [2 x i32] [i32 -1749017771, i32 5], [2 x i32] [i32 -510650806, i32 5], [2 x i32] [i32 -1749017771, i32 1], [2 x i32] [i32 5, i32 1676655181], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 791404430, i32 1676655181], [2 x i32] [i32 -2, i32 1], [2 x i32] [i32 0, i32 5], [2 x i32] [i32 9, i32 5]], [10 x [2 x i32]] [[2 x i32] [i32 0, i32 1], [2 x i32] [i32 -2, i32 1676655181], [2 x i32] [i32 791404430, i32 1530032571], [2 x i32] [i32 -1, i32 1676655181], [2 x i32] [i32 5, i32 1], [2 x i32] [i32 -1749017771, i32 5], [2 x i32] [i32 -510650806, i32 1676655181], [2 x i32] [i32 9, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 -1749017771, i32 1738978529]], [10 x [2 x i32]] [[2 x i32] [i32 0, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 -510650806, i32 1676655181], [2 x i32] [i32 -8, i32 1676655181], [2 x i32] [i32 -510650806, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 0, i32 1738978529], [2 x i32] [i32 -1749017771, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 9, i32 1676655181]], [10 x [2 x i32]] [[2 x i32] [i32 0, i32 1676655181], [2 x i32] [i32 9, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 -1749017771, i32 1738978529], [2 x i32] [i32 0, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 -510650806, i32 1676655181], [2 x i32] [i32 -8, i32 1676655181], [2 x i32] [i32 -510650806, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571]], [10 x [2 x i32]] [[2 x i32] [i32 0, i32 1738978529], [2 x i32] [i32 -1749017771, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 9, i32 1676655181], [2 x i32] [i32 0, i32 1676655181], [2 x i32] [i32 9, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 -1749017771, i32 1738978529], [2 x i32] [i32 0, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091]], [10 x [2 x i32]] [[2 x i32] [i32 -510650806, i32 1676655181], [2 x i32] [i32 -8, i32 1676655181], [2 x i32] [i32 -510650806, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 0, i32 1738978529], [2 x i32] [i32 -1749017771, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 9, i32 1676655181], [2 x i32] [i32 0, i32 1676655181], [2 x i32] [i32 9, i32 1468454091]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 -1749017771, i32 1738978529], [2 x i32] [i32 0, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 -510650806, i32 1676655181], [2 x i32] [i32 -8, i32 1676655181], [2 x i32] [i32 -510650806, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 0, i32 1738978529], [2 x i32] [i32 -1749017771, i32 1530032571]], [10 x [2 x i32]] [[2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 9, i32 1676655181], [2 x i32] [i32 0, i32 1676655181], [2 x i32] [i32 9, i32 1468454091], [2 x i32] [i32 -1, i32 1530032571], [2 x i32] [i32 -1749017771, i32 1738978529], [2 x i32] [i32 0, i32 1530032571], [2 x i32] [i32 -1, i32 1468454091], [2 x i32] [i32 -510650806, i32 1676655181], [2 x i32] [i32 -8, i32 1676655181]]], align 16
@.str.298 = private unnamed_addr constant [17 x i8] c"g_16194[i][j][k]\00", align 1
@.str.299 = private unnamed_addr constant [8 x i8] c"g_16464\00", align 1
@.str.300 = private unnamed_addr constant [14 x i8] c"g_16501[i][j]\00", align 1
@.str.301 = private unnamed_addr constant [8 x i8] c"g_16511\00", align 1
@.str.302 = private unnamed_addr constant [8 x i8] c"g_16528\00", align 1
@g_16533 = internal global i32 -1, align 4
@.str.303 = private unnamed_addr constant [8 x i8] c"g_16533\00", align 1
@.str.304 = private unnamed_addr constant [8 x i8] c"g_16552\00", align 1
@g_16573 = internal unnamed_addr constant [3 x [4 x [3 x i32]]] [[4 x [3 x i32]] [[3 x i32] [i32 1, i32 -272487316, i32 1], [3 x i32] [i32 -669584460, i32 -669584460, i32 -669584460], [3 x i32] [i32 1, i32 -272487316, i32 1], [3 x i32] [i32 -669584460, i32 -669584460, i32 -669584460]], [4 x [3 x i32]] [[3 x i32] [i32 1, i32 -272487316, i32 1], [3 x i32] [i32 -669584460, i32 -669584460, i32 -669584460], [3 x i32] [i32 1, i32 -272487316, i32 1], [3 x i32] [i32 -669584460, i32 -669584460, i32 -669584460]], [4 x [3 x i32]] [[3 x i32] [i32 1, i32 -272487316, i32 1], [3 x i32] [i32 -669584460, i32 -669584460, i32 -669584460], [3 x i32] [i32 1, i32 -272487316, i32 1], [3 x i32] [i32 -669584460, i32 -669584460, i32 -669584460]]], align 16
@.str.305 = private unnamed_addr constant [17 x i8] c"g_16573[i][j][k]\00", align 1
@.str.306 = private unnamed_addr constant [8 x i8] c"g_16580\00", align 1
@.str.307 = private unnamed_addr constant [8 x i8] c"g_16938\00", align 1
@.str.308 = private unnamed_addr constant [8 x i8] c"g_17048\00", align 1
@.str.309 = private unnamed_addr constant [8 x i8] c"g_17064\00", align 1
@.str.310 = private unnamed_addr constant [11 x i8] c"g_17065[i]\00", align 1
@.str.311 = private unnamed_addr constant [8 x i8] c"g_17803\00", align 1
@.str.312 = private unnamed_addr constant [8 x i8] c"g_17832\00", align 1
@.str.313 = private unnamed_addr constant [8 x i8] c"g_17914\00", align 1
@.str.314 = private unnamed_addr constant [8 x i8] c"g_18206\00", align 1
@.str.315 = private unnamed_addr constant [8 x i8] c"g_18220\00", align 1
@g_18384 = internal unnamed_addr constant [10 x [4 x i32]] [[4 x i32] [i32 -771711763, i32 -1, i32 -1, i32 -1], [4 x i32] [i32 7, i32 -882405564, i32 722336243, i32 -771711763], [4 x i32] [i32 -277234424, i32 1, i32 -1, i32 1], [4 x i32] [i32 722336243, i32 7, i32 1231090855, i32 1231090855], [4 x i32] [i32 722336243, i32 722336243, i32 -1, i32 -2104261102], [4 x i32] [i32 -277234424, i32 1231090855, i32 722336243, i32 1], [4 x i32] [i32 7, i32 0, i32 -1, i32 722336243], [4 x i32] [i32 -771711763, i32 0, i32 -771711763, i32 1], [4 x i32] [i32 0, i32 1231090855, i32 -1648929532, i32 -2104261102], [4 x i32] [i32 -2104261102, i32 722336243, i32 7, i32 1231090855]], align 16
@.str.316 = private unnamed_addr constant [14 x i8] c"g_18384[i][j]\00", align 1
@.str.317 = private unnamed_addr constant [8 x i8] c"g_18558\00", align 1
@.str.318 = private unnamed_addr constant [8 x i8] c"g_18645\00", align 1
@g_18674 = internal global i32 1, align 4
@.str.319 = private unnamed_addr constant [8 x i8] c"g_18674\00", align 1
@.str.320 = private unnamed_addr constant [8 x i8] c"g_18794\00", align 1
@.str.321 = private unnamed_addr constant [8 x i8] c"g_18838\00", align 1
@g_18891 = internal unnamed_addr constant [7 x [5 x [7 x i32]]] [[5 x [7 x i32]] [[7 x i32] [i32 -1, i32 -1228744279, i32 -1806672173, i32 -2, i32 -2, i32 -1806672173, i32 -1228744279], [7 x i32] [i32 748485483, i32 6, i32 1, i32 -3, i32 1, i32 1, i32 0], [7 x i32] [i32 33136026, i32 179913257, i32 2121304018, i32 -843844802, i32 -1806672173, i32 0, i32 -980569385], [7 x i32] [i32 6, i32 1, i32 -1, i32 -3, i32 -1, i32 4, i32 0], [7 x i32] [i32 -212934457, i32 -980569385, i32 0, i32 -2, i32 0, i32 -1, i32 1]], [5 x [7 x i32]] [[7 x i32] [i32 0, i32 1, i32 748485483, i32 -1, i32 1, i32 33136026, i32 858896559], [7 x i32] [i32 0, i32 -980569385, i32 -843844802, i32 0, i32 -1, i32 0, i32 -843844802], [7 x i32] [i32 -1228744279, i32 -1228744279, i32 0, i32 -1, i32 0, i32 6, i32 -980569385], [7 x i32] [i32 0, i32 748485483, i32 -3, i32 -1806672173, i32 -1, i32 -2, i32 1], [7 x i32] [i32 -980569385, i32 1, i32 -8, i32 1, i32 0, i32 858896559, i32 -466931161]], [5 x [7 x i32]] [[7 x i32] [i32 0, i32 -8, i32 0, i32 -2, i32 -1, i32 8, i32 33136026], [7 x i32] [i32 1, i32 0, i32 2121304018, i32 0, i32 -1165119830, i32 4, i32 -2], [7 x i32] [i32 858896559, i32 0, i32 6, i32 8500937, i32 -1, i32 -1, i32 8500937], [7 x i32] [i32 0, i32 -8, i32 0, i32 -1165119830, i32 1, i32 -1269726158, i32 -1], [7 x i32] [i32 33136026, i32 1, i32 -1, i32 748485483, i32 1, i32 0, i32 -7]], [5 x [7 x i32]] [[7 x i32] [i32 -1, i32 748485483, i32 858896559, i32 -212934457, i32 1, i32 -1269726158, i32 -3], [7 x i32] [i32 1, i32 -1228744279, i32 0, i32 179913257, i32 4, i32 -1, i32 1], [7 x i32] [i32 179913257, i32 -980569385, i32 8500937, i32 1, i32 -2, i32 4, i32 1], [7 x i32] [i32 -8, i32 1, i32 8500937, i32 0, i32 -212934457, i32 8, i32 -212934457], [7 x i32] [i32 -2, i32 0, i32 0, i32 -2, i32 -3, i32 858896559, i32 115131473]], [5 x [7 x i32]] [[7 x i32] [i32 0, i32 1, i32 858896559, i32 -1228744279, i32 0, i32 -2, i32 -1806672173], [7 x i32] [i32 0, i32 33136026, i32 -1, i32 -843844802, i32 -1228744279, i32 6, i32 115131473], [7 x i32] [i32 -1165119830, i32 0, i32 0, i32 2121304018, i32 33136026, i32 0, i32 -212934457], [7 x i32] [i32 -1, i32 1, i32 6, i32 8, i32 -1806672173, i32 -980569385, i32 1], [7 x i32] [i32 1, i32 -1, i32 2121304018, i32 8, i32 179913257, i32 1, i32 1]], [5 x [7 x i32]] [[7 x i32] [i32 8500937, i32 2121304018, i32 0, i32 2121304018, i32 8500937, i32 -1, i32 -3], [7 x i32] [i32 8, i32 0, i32 -8, i32 -843844802, i32 1, i32 1, i32 -7], [7 x i32] [i32 1, i32 -466931161, i32 -3, i32 -1228744279, i32 -8, i32 -1165119830, i32 -1], [7 x i32] [i32 8, i32 -843844802, i32 0, i32 -2, i32 -1269726158, i32 1, i32 8500937], [7 x i32] [i32 8500937, i32 1, i32 -843844802, i32 0, i32 115131473, i32 -8, i32 -2]], [5 x [7 x i32]] [[7 x i32] [i32 1, i32 6, i32 0, i32 1, i32 115131473, i32 -1806672173, i32 33136026], [7 x i32] [i32 -1, i32 -1269726158, i32 179913257, i32 179913257, i32 -1269726158, i32 -1, i32 -466931161], [7 x i32] [i32 -1165119830, i32 -1806672173, i32 1, i32 -212934457, i32 -8, i32 -3, i32 1], [7 x i32] [i32 0, i32 -1165119830, i32 -1547942331, i32 0, i32 1, i32 0, i32 0], [7 x i32] [i32 -1, i32 1, i32 8, i32 -3, i32 -212934457, i32 0, i32 -8]]], align 16
@.str.322 = private unnamed_addr constant [17 x i8] c"g_18891[i][j][k]\00", align 1
@g_18973 = internal global i8 3, align 1
@.str.323 = private unnamed_addr constant [8 x i8] c"g_18973\00", align 1
@.str.324 = private unnamed_addr constant [8 x i8] c"g_19094\00", align 1
@.str.325 = private unnamed_addr constant [8 x i8] c"g_19099\00", align 1
@.str.326 = private unnamed_addr constant [8 x i8] c"g_19632\00", align 1
@.str.327 = private unnamed_addr constant [11 x i8] c"g_19657[i]\00", align 1
@.str.328 = private unnamed_addr constant [8 x i8] c"g_19862\00", align 1
@.str.329 = private unnamed_addr constant [8 x i8] c"g_19990\00", align 1
@.str.330 = private unnamed_addr constant [8 x i8] c"g_20000\00", align 1
@.str.331 = private unnamed_addr constant [8 x i8] c"g_20490\00", align 1
@.str.332 = private unnamed_addr constant [8 x i8] c"g_20536\00", align 1
@.str.333 = private unnamed_addr constant [8 x i8] c"g_20758\00", align 1
@.str.334 = private unnamed_addr constant [8 x i8] c"g_21120\00", align 1
@.str.335 = private unnamed_addr constant [8 x i8] c"g_21235\00", align 1
@.str.336 = private unnamed_addr constant [11 x i8] c"g_21456[i]\00", align 1
@.str.337 = private unnamed_addr constant [11 x i8] c"g_21492[i]\00", align 1
@g_21511 = internal unnamed_addr constant [10 x [3 x i64]] [[3 x i64] [i64 1, i64 1, i64 -1], [3 x i64] [i64 5318871406947748283, i64 6883401859016532717, i64 -1], [3 x i64] [i64 6883401859016532717, i64 5318871406947748283, i64 -1], [3 x i64] [i64 1, i64 1, i64 -1], [3 x i64] [i64 5318871406947748283, i64 6883401859016532717, i64 -1], [3 x i64] [i64 6883401859016532717, i64 5318871406947748283, i64 -1], [3 x i64] [i64 1, i64 1, i64 -1], [3 x i64] [i64 5318871406947748283, i64 6883401859016532717, i64 -1], [3 x i64] [i64 6883401859016532717, i64 5318871406947748283, i64 -1], [3 x i64] [i64 1, i64 1, i64 -1]], align 16
@.str.338 = private unnamed_addr constant [14 x i8] c"g_21511[i][j]\00", align 1
@.str.339 = private unnamed_addr constant [8 x i8] c"g_21517\00", align 1
@.str.340 = private unnamed_addr constant [8 x i8] c"g_21519\00", align 1
@.str.341 = private unnamed_addr constant [8 x i8] c"g_21685\00", align 1
@.str.342 = private unnamed_addr constant [8 x i8] c"g_21711\00", align 1
@.str.343 = private unnamed_addr constant [8 x i8] c"g_21774\00", align 1
@.str.344 = private unnamed_addr constant [8 x i8] c"g_21852\00", align 1
@.str.345 = private unnamed_addr constant [8 x i8] c"g_21853\00", align 1
@.str.346 = private unnamed_addr constant [8 x i8] c"g_22031\00", align 1
@g_22085 = internal unnamed_addr constant [9 x [10 x i32]] [[10 x i32] [i32 1724217775, i32 1, i32 -5, i32 -5, i32 1, i32 1724217775, i32 -1190063147, i32 1724217775, i32 1, i32 -5], [10 x i32] [i32 -1, i32 -317021465, i32 -1, i32 -5, i32 -1190063147, i32 -1190063147, i32 -5, i32 -1, i32 -317021465, i32 -1], [10 x i32] [i32 -1, i32 1724217775, i32 -317021465, i32 1, i32 -317021465, i32 1724217775, i32 -1, i32 -1, i32 1724217775, i32 -317021465], [10 x i32] [i32 1724217775, i32 -1, i32 -1, i32 1724217775, i32 -317021465, i32 1, i32 -317021465, i32 1724217775, i32 -1, i32 -1], [10 x i32] [i32 -317021465, i32 -1, i32 -5, i32 -1190063147, i32 -1190063147, i32 -5, i32 -1, i32 -317021465, i32 -1, i32 -5], [10 x i32] [i32 1, i32 1724217775, i32 -1190063147, i32 1724217775, i32 1, i32 -5, i32 -5, i32 1, i32 1724217775, i32 -1190063147], [10 x i32] [i32 -317021465, i32 -317021465, i32 -1190063147, i32 1, i32 868229499, i32 1, i32 -1190063147, i32 -317021465, i32 -317021465, i32 -1190063147], [10 x i32] [i32 1724217775, i32 1, i32 -5, i32 -5, i32 1, i32 1724217775, i32 -1190063147, i32 1724217775, i32 1, i32 -5], [10 x i32] [i32 -1, i32 -317021465, i32 -1, i32 -5, i32 -1190063147, i32 -1190063147, i32 -5, i32 -1, i32 -317021465, i32 -1]], align 16
@.str.347 = private unnamed_addr constant [14 x i8] c"g_22085[i][j]\00", align 1
@.str.348 = private unnamed_addr constant [8 x i8] c"g_22116\00", align 1
@.str.349 = private unnamed_addr constant [8 x i8] c"g_22238\00", align 1
@.str.350 = private unnamed_addr constant [8 x i8] c"g_22255\00", align 1
@.str.351 = private unnamed_addr constant [8 x i8] c"g_22500\00", align 1
@.str.352 = private unnamed_addr constant [8 x i8] c"g_22892\00", align 1
@.str.353 = private unnamed_addr constant [8 x i8] c"g_23013\00", align 1
@.str.354 = private unnamed_addr constant [11 x i8] c"g_23150[i]\00", align 1
@.str.355 = private unnamed_addr constant [8 x i8] c"g_23244\00", align 1
@.str.356 = private unnamed_addr constant [8 x i8] c"g_23319\00", align 1
@.str.357 = private unnamed_addr constant [8 x i8] c"g_23461\00", align 1
@.str.358 = private unnamed_addr constant [8 x i8] c"g_23487\00", align 1
@.str.359 = private unnamed_addr constant [8 x i8] c"g_23713\00", align 1
@.str.360 = private unnamed_addr constant [8 x i8] c"g_23868\00", align 1
@.str.361 = private unnamed_addr constant [8 x i8] c"g_23965\00", align 1
@.str.362 = private unnamed_addr constant [8 x i8] c"g_24088\00", align 1
@.str.363 = private unnamed_addr constant [8 x i8] c"g_24211\00", align 1
@.str.364 = private unnamed_addr constant [8 x i8] c"g_24434\00", align 1
@.str.365 = private unnamed_addr constant [8 x i8] c"g_24467\00", align 1
@.str.366 = private unnamed_addr constant [8 x i8] c"g_24470\00", align 1
@.str.367 = private unnamed_addr constant [8 x i8] c"g_24600\00", align 1
@.str.368 = private unnamed_addr constant [8 x i8] c"g_25118\00", align 1
@.str.369 = private unnamed_addr constant [8 x i8] c"g_25289\00", align 1
@.str.370 = private unnamed_addr constant [8 x i8] c"g_25345\00", align 1
@g_25485 = internal global i32 -554976104, align 4
@.str.371 = private unnamed_addr constant [8 x i8] c"g_25485\00", align 1
@.str.372 = private unnamed_addr constant [8 x i8] c"g_25527\00", align 1
@.str.373 = private unnamed_addr constant [17 x i8] c"g_25621[i][j][k]\00", align 1
@.str.374 = private unnamed_addr constant [8 x i8] c"g_25768\00", align 1
@.str.375 = private unnamed_addr constant [14 x i8] c"g_25856[i][j]\00", align 1
@.str.376 = private unnamed_addr constant [8 x i8] c"g_25933\00", align 1
@.str.377 = private unnamed_addr constant [8 x i8] c"g_26044\00", align 1
@g_26169 = internal unnamed_addr constant [8 x [6 x i32]] [[6 x i32] [i32 8, i32 0, i32 -10, i32 -1, i32 72943692, i32 72943692], [6 x i32] [i32 734695820, i32 -1823898730, i32 -1823898730, i32 734695820, i32 1615631462, i32 -1], [6 x i32] [i32 72943692, i32 1588105230, i32 1065751155, i32 0, i32 -1, i32 -10], [6 x i32] [i32 1065751155, i32 8, i32 -1418672505, i32 0, i32 -1, i32 0], [6 x i32] [i32 -402604803, i32 1588105230, i32 1615631462, i32 1143141117, i32 1588105230, i32 -1], [6 x i32] [i32 1065751155, i32 -1418672505, i32 -402604803, i32 33440938, i32 -1, i32 1588105230], [6 x i32] [i32 734695820, i32 8, i32 1143141117, i32 33440938, i32 33440938, i32 1143141117], [6 x i32] [i32 1065751155, i32 1065751155, i32 0, i32 1143141117, i32 -402604803, i32 1615631462]], align 16
@.str.378 = private unnamed_addr constant [14 x i8] c"g_26169[i][j]\00", align 1
@.str.379 = private unnamed_addr constant [8 x i8] c"g_26187\00", align 1
@.str.380 = private unnamed_addr constant [8 x i8] c"g_26190\00", align 1
@.str.381 = private unnamed_addr constant [8 x i8] c"g_26218\00", align 1
@.str.382 = private unnamed_addr constant [8 x i8] c"g_26380\00", align 1
@.str.383 = private unnamed_addr constant [8 x i8] c"g_26562\00", align 1
@.str.384 = private unnamed_addr constant [11 x i8] c"g_26591[i]\00", align 1
@.str.385 = private unnamed_addr constant [8 x i8] c"g_26811\00", align 1
@.str.386 = private unnamed_addr constant [8 x i8] c"g_26841\00", align 1
@.str.387 = private unnamed_addr constant [8 x i8] c"g_26896\00", align 1
@.str.388 = private unnamed_addr constant [8 x i8] c"g_27048\00", align 1
@.str.389 = private unnamed_addr constant [8 x i8] c"g_27283\00", align 1
@g_27382 = internal global [5 x [8 x [3 x i8]]] [[8 x [3 x i8]] [[3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00", [3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00"], [8 x [3 x i8]] [[3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00", [3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00"], [8 x [3 x i8]] [[3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00", [3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00"], [8 x [3 x i8]] [[3 x i8] c"\FF\FF\00", [3 x i8] c"\1E\02\01", [3 x i8] c"\FF\04\00", [3 x i8] c"\01\02\00", [3 x i8] c"\01\01\04", [3 x i8] c"+\FC\1E", [3 x i8] c"\01\01\04", [3 x i8] c"*\FC\01"], [8 x [3 x i8]] [[3 x i8] c"\01\01\04", [3 x i8] c"+\FC\1E", [3 x i8] c"\01\01\04", [3 x i8] c"*\FC\01", [3 x i8] c"\01\01\04", [3 x i8] c"+\FC\1E", [3 x i8] c"\01\01\04", [3 x i8] c"*\FC\01"]], align 16
@.str.390 = private unnamed_addr constant [17 x i8] c"g_27382[i][j][k]\00", align 1
@.str.391 = private unnamed_addr constant [8 x i8] c"g_27534\00", align 1
@.str.392 = private unnamed_addr constant [8 x i8] c"g_27575\00", align 1
@.str.393 = private unnamed_addr constant [8 x i8] c"g_27632\00", align 1
@.str.394 = private unnamed_addr constant [8 x i8] c"g_27693\00", align 1
@.str.395 = private unnamed_addr constant [8 x i8] c"g_27694\00", align 1
@.str.396 = private unnamed_addr constant [8 x i8] c"g_27734\00", align 1
@.str.397 = private unnamed_addr constant [8 x i8] c"g_27810\00", align 1
@.str.398 = private unnamed_addr constant [8 x i8] c"g_27861\00", align 1
@.str.399 = private unnamed_addr constant [8 x i8] c"g_27874\00", align 1
@g_27912 = internal unnamed_addr constant [1 x [4 x [5 x i16]]] [[4 x [5 x i16]] [[5 x i16] [i16 -23163, i16 1, i16 -27772, i16 1, i16 -23163], [5 x i16] [i16 -23163, i16 1, i16 -27772, i16 1, i16 -23163], [5 x i16] [i16 -23163, i16 1, i16 -27772, i16 1, i16 -23163], [5 x i16] [i16 -23163, i16 1, i16 -27772, i16 1, i16 -23163]]], align 16
@.str.400 = private unnamed_addr constant [17 x i8] c"g_27912[i][j][k]\00", align 1
@.str.401 = private unnamed_addr constant [8 x i8] c"g_27979\00", align 1
@.str.402 = private unnamed_addr constant [8 x i8] c"g_28016\00", align 1
@.str.403 = private unnamed_addr constant [8 x i8] c"g_28215\00", align 1
@.str.404 = private unnamed_addr constant [11 x i8] c"g_28224[i]\00", align 1
@.str.405 = private unnamed_addr constant [8 x i8] c"g_28412\00", align 1
@.str.406 = private unnamed_addr constant [8 x i8] c"g_28451\00", align 1
@.str.407 = private unnamed_addr constant [8 x i8] c"g_28512\00", align 1
@.str.408 = private unnamed_addr constant [8 x i8] c"g_28517\00", align 1
@.str.409 = private unnamed_addr constant [8 x i8] c"g_28649\00", align 1
@.str.410 = private unnamed_addr constant [8 x i8] c"g_28666\00", align 1
@.str.411 = private unnamed_addr constant [8 x i8] c"g_28713\00", align 1
@.str.412 = private unnamed_addr constant [11 x i8] c"g_28724[i]\00", align 1
@.str.413 = private unnamed_addr constant [8 x i8] c"g_28813\00", align 1
@g_28958 = internal unnamed_addr constant [8 x [3 x i32]] [[3 x i32] [i32 1, i32 -282646468, i32 -553244734], [3 x i32] [i32 -8, i32 -1781310970, i32 -8], [3 x i32] [i32 -553244734, i32 -282646468, i32 1], [3 x i32] [i32 9, i32 -1334944409, i32 1], [3 x i32] [i32 0, i32 9, i32 -8], [3 x i32] [i32 -77638580, i32 -77638580, i32 -553244734], [3 x i32] [i32 0, i32 -553244734, i32 9], [3 x i32] [i32 9, i32 -553244734, i32 0]], align 16
@.str.414 = private unnamed_addr constant [14 x i8] c"g_28958[i][j]\00", align 1
@.str.415 = private unnamed_addr constant [8 x i8] c"g_28982\00", align 1
@.str.416 = private unnamed_addr constant [11 x i8] c"g_29114[i]\00", align 1
@g_29123 = internal unnamed_addr global i32 1, align 4
@.str.417 = private unnamed_addr constant [8 x i8] c"g_29123\00", align 1
@.str.418 = private unnamed_addr constant [8 x i8] c"g_29157\00", align 1
@.str.419 = private unnamed_addr constant [8 x i8] c"g_29165\00", align 1
@.str.420 = private unnamed_addr constant [8 x i8] c"g_29166\00", align 1
@.str.421 = private unnamed_addr constant [8 x i8] c"g_29186\00", align 1
@.str.422 = private unnamed_addr constant [8 x i8] c"g_29692\00", align 1
@.str.423 = private unnamed_addr constant [8 x i8] c"g_29761\00", align 1
@.str.424 = private unnamed_addr constant [11 x i8] c"g_29822[i]\00", align 1
@g_29960 = internal unnamed_addr constant [5 x [6 x [5 x i32]]] [[6 x [5 x i32]] [[5 x i32] [i32 -7, i32 1406119081, i32 1559069172, i32 1239839819, i32 -1], [5 x i32] [i32 6, i32 -1100373502, i32 0, i32 650567955, i32 -828857225], [5 x i32] [i32 -7, i32 1892364940, i32 1406119081, i32 8, i32 -1], [5 x i32] [i32 1386794759, i32 8, i32 0, i32 6, i32 721339835], [5 x i32] [i32 -1, i32 1559069172, i32 1559069172, i32 -1, i32 -1], [5 x i32] [i32 650567955, i32 -1877308479, i32 371674517, i32 5, i32 -828857225]], [6 x [5 x i32]] [[5 x i32] [i32 1, i32 1559069172, i32 -6, i32 397069214, i32 -1], [5 x i32] [i32 742224007, i32 8, i32 1, i32 5, i32 0], [5 x i32] [i32 8, i32 1892364940, i32 0, i32 -1, i32 1], [5 x i32] [i32 6, i32 742224007, i32 -1, i32 7, i32 0], [5 x i32] [i32 1616627020, i32 -8, i32 1, i32 960148551, i32 -1], [5 x i32] [i32 708484998, i32 6, i32 6, i32 708484998, i32 0]], [6 x [5 x i32]] [[5 x i32] [i32 -1, i32 1239839819, i32 397069214, i32 -4, i32 1], [5 x i32] [i32 -367259968, i32 6, i32 -1971073313, i32 7, i32 -3], [5 x i32] [i32 -1, i32 -8, i32 8, i32 -4, i32 0], [5 x i32] [i32 7, i32 742224007, i32 1386794759, i32 708484998, i32 -179378726], [5 x i32] [i32 -1, i32 -7, i32 -8, i32 960148551, i32 -1212596188], [5 x i32] [i32 -367259968, i32 -1, i32 1386794759, i32 7, i32 -7]], [6 x [5 x i32]] [[5 x i32] [i32 -1, i32 8, i32 8, i32 -1, i32 -1212596188], [5 x i32] [i32 708484998, i32 5, i32 -1971073313, i32 238413121, i32 -179378726], [5 x i32] [i32 1616627020, i32 8, i32 397069214, i32 -1279672291, i32 0], [5 x i32] [i32 6, i32 -1, i32 6, i32 238413121, i32 -3], [5 x i32] [i32 960148551, i32 -7, i32 1, i32 -1, i32 1], [5 x i32] [i32 6, i32 742224007, i32 -1, i32 7, i32 0]], [6 x [5 x i32]] [[5 x i32] [i32 1616627020, i32 -8, i32 1, i32 960148551, i32 -1], [5 x i32] [i32 708484998, i32 6, i32 6, i32 708484998, i32 0], [5 x i32] [i32 -1, i32 1239839819, i32 397069214, i32 -4, i32 1], [5 x i32] [i32 -367259968, i32 6, i32 -1971073313, i32 7, i32 -3], [5 x i32] [i32 -1, i32 -8, i32 8, i32 -4, i32 0], [5 x i32] [i32 7, i32 742224007, i32 1386794759, i32 708484998, i32 -179378726]]], align 16
@.str.425 = private unnamed_addr constant [17 x i8] c"g_29960[i][j][k]\00", align 1
@.str.426 = private unnamed_addr constant [8 x i8] c"g_30346\00", align 1
@.str.427 = private unnamed_addr constant [8 x i8] c"g_30621\00", align 1
@.str.428 = private unnamed_addr constant [8 x i8] c"g_30731\00", align 1
@.str.429 = private unnamed_addr constant [8 x i8] c"g_30828\00", align 1
@.str.430 = private unnamed_addr constant [8 x i8] c"g_30909\00", align 1
@.str.431 = private unnamed_addr constant [11 x i8] c"g_31015[i]\00", align 1
@.str.432 = private unnamed_addr constant [8 x i8] c"g_31095\00", align 1
@g_31128 = internal unnamed_addr constant [5 x [7 x i64]] [[7 x i64] zeroinitializer, [7 x i64] [i64 -4, i64 -4, i64 -4, i64 -4, i64 -4, i64 -4, i64 -4], [7 x i64] zeroinitializer, [7 x i64] [i64 -4, i64 -4, i64 -4, i64 -4, i64 -4, i64 -4, i64 -4], [7 x i64] zeroinitializer], align 16
@.str.433 = private unnamed_addr constant [14 x i8] c"g_31128[i][j]\00", align 1
@.str.434 = private unnamed_addr constant [8 x i8] c"g_31139\00", align 1
@.str.435 = private unnamed_addr constant [8 x i8] c"g_31401\00", align 1
@.str.436 = private unnamed_addr constant [8 x i8] c"g_31508\00", align 1
@.str.437 = private unnamed_addr constant [17 x i8] c"g_31523[i][j][k]\00", align 1
@.str.438 = private unnamed_addr constant [8 x i8] c"g_31619\00", align 1
@.str.439 = private unnamed_addr constant [8 x i8] c"g_31759\00", align 1
@.str.440 = private unnamed_addr constant [8 x i8] c"g_31783\00", align 1
@.str.441 = private unnamed_addr constant [8 x i8] c"g_31877\00", align 1
@.str.442 = private unnamed_addr constant [8 x i8] c"g_31964\00", align 1
@.str.443 = private unnamed_addr constant [8 x i8] c"g_32164\00", align 1
@.str.444 = private unnamed_addr constant [8 x i8] c"g_32272\00", align 1
@.str.445 = private unnamed_addr constant [8 x i8] c"g_32369\00", align 1
@.str.446 = private unnamed_addr constant [11 x i8] c"g_32530[i]\00", align 1
@.str.447 = private unnamed_addr constant [8 x i8] c"g_32595\00", align 1
@.str.448 = private unnamed_addr constant [8 x i8] c"g_32596\00", align 1
@.str.449 = private unnamed_addr constant [8 x i8] c"g_32743\00", align 1
@.str.450 = private unnamed_addr constant [8 x i8] c"g_32747\00", align 1
@.str.451 = private unnamed_addr constant [8 x i8] c"g_32846\00", align 1
@.str.452 = private unnamed_addr constant [11 x i8] c"g_32922[i]\00", align 1
@.str.453 = private unnamed_addr constant [11 x i8] c"g_32951[i]\00", align 1
@.str.454 = private unnamed_addr constant [8 x i8] c"g_33082\00", align 1
@.str.455 = private unnamed_addr constant [8 x i8] c"g_33172\00", align 1
@.str.456 = private unnamed_addr constant [8 x i8] c"g_33259\00", align 1
@.str.457 = private unnamed_addr constant [8 x i8] c"g_33313\00", align 1
@.str.458 = private unnamed_addr constant [8 x i8] c"g_33319\00", align 1
@g_33479 = internal unnamed_addr constant [8 x [4 x [2 x i8]]] [[4 x [2 x i8]] [[2 x i8] c"\FF\07", [2 x i8] c"\07\FF", [2 x i8] c"\07\07", [2 x i8] c"\FF\07"], [4 x [2 x i8]] [[2 x i8] c"\07\FF", [2 x i8] c"\07\07", [2 x i8] c"\FF\07", [2 x i8] c"\07\FF"], [4 x [2 x i8]] [[2 x i8] c"\07\07", [2 x i8] c"\FF\07", [2 x i8] c"\07\FF", [2 x i8] c"\07\07"], [4 x [2 x i8]] [[2 x i8] c"\FF\07", [2 x i8] c"\07\FF", [2 x i8] c"\07\07", [2 x i8] c"\FF\07"], [4 x [2 x i8]] [[2 x i8] c"\07\FF", [2 x i8] c"\07\07", [2 x i8] c"\FF\07", [2 x i8] c"\07\FF"], [4 x [2 x i8]] [[2 x i8] c"\07\07", [2 x i8] c"\FF\07", [2 x i8] c"\07\FF", [2 x i8] c"\07\07"], [4 x [2 x i8]] [[2 x i8] c"\FF\07", [2 x i8] c"\07\FF", [2 x i8] c"\07\07", [2 x i8] c"\FF\07"], [4 x [2 x i8]] [[2 x i8] c"\07\FF", [2 x i8] c"\07\07", [2 x i8] c"\FF\07", [2 x i8] c"\07\FF"]], align 16
@.str.459 = private unnamed_addr constant [17 x i8] c"g_33479[i][j][k]\00", align 1
@.str.460 = private unnamed_addr constant [8 x i8] c"g_33540\00", align 1
@.str.461 = private unnamed_addr constant [8 x i8] c"g_33846\00", align 1
@.str.462 = private unnamed_addr constant [8 x i8] c"g_34004\00", align 1
@.str.463 = private unnamed_addr constant [8 x i8] c"g_34005\00", align 1
@.str.464 = private unnamed_addr constant [8 x i8] c"g_34071\00", align 1
@.str.465 = private unnamed_addr constant [8 x i8] c"g_34096\00", align 1
@.str.466 = private unnamed_addr constant [11 x i8] c"g_34289[i]\00", align 1
@.str.467 = private unnamed_addr constant [8 x i8] c"g_34305\00", align 1
@.str.468 = private unnamed_addr constant [8 x i8] c"g_34351\00", align 1
@.str.469 = private unnamed_addr constant [8 x i8] c"g_34417\00", align 1
@.str.470 = private unnamed_addr constant [8 x i8] c"g_34440\00", align 1
@.str.471 = private unnamed_addr constant [14 x i8] c"g_34498[i][j]\00", align 1
@.str.472 = private unnamed_addr constant [11 x i8] c"g_34564[i]\00", align 1
@.str.473 = private unnamed_addr constant [11 x i8] c"g_34597[i]\00", align 1
@.str.474 = private unnamed_addr constant [8 x i8] c"g_34700\00", align 1
@.str.475 = private unnamed_addr constant [8 x i8] c"g_34813\00", align 1
@.str.476 = private unnamed_addr constant [8 x i8] c"g_34857\00", align 1
@.str.477 = private unnamed_addr constant [8 x i8] c"g_34861\00", align 1
@g_34883 = internal unnamed_addr constant [4 x [5 x i64]] [[5 x i64] [i64 -6, i64 1215825642654760652, i64 -5868612966817038901, i64 -5, i64 -5], [5 x i64] [i64 1215825642654760652, i64 -6, i64 1215825642654760652, i64 -5868612966817038901, i64 -5], [5 x i64] [i64 -1857089199170081597, i64 1867309936988147340, i64 -5, i64 1867309936988147340, i64 -1857089199170081597], [5 x i64] [i64 1215825642654760652, i64 1867309936988147340, i64 -6, i64 -1857089199170081597, i64 -6]], align 16
@.str.478 = private unnamed_addr constant [14 x i8] c"g_34883[i][j]\00", align 1
@.str.479 = private unnamed_addr constant [8 x i8] c"g_34887\00", align 1
@.str.480 = private unnamed_addr constant [8 x i8] c"g_34911\00", align 1
@.str.481 = private unnamed_addr constant [8 x i8] c"g_35088\00", align 1
@.str.482 = private unnamed_addr constant [8 x i8] c"g_35258\00", align 1
@.str.483 = private unnamed_addr constant [8 x i8] c"g_35259\00", align 1
@.str.484 = private unnamed_addr constant [8 x i8] c"g_35306\00", align 1
@.str.485 = private unnamed_addr constant [8 x i8] c"g_35326\00", align 1
@.str.486 = private unnamed_addr constant [8 x i8] c"g_35398\00", align 1
@.str.487 = private unnamed_addr constant [8 x i8] c"g_35547\00", align 1
@.str.488 = private unnamed_addr constant [8 x i8] c"g_35564\00", align 1
@.str.489 = private unnamed_addr constant [8 x i8] c"g_35588\00", align 1
@.str.490 = private unnamed_addr constant [8 x i8] c"g_35656\00", align 1
@.str.491 = private unnamed_addr constant [8 x i8] c"g_35684\00", align 1
@.str.492 = private unnamed_addr constant [8 x i8] c"g_35729\00", align 1
@.str.493 = private unnamed_addr constant [8 x i8] c"g_35730\00", align 1
@g_35731 = internal unnamed_addr constant [8 x [10 x i8]] [[10 x i8] c" \AF\AF \AF\AF \AF\AF ", [10 x i8] c"\AF \AF\AF \AF\AF \AF\AF", [10 x i8] c"  \FF  \FF  \FF ", [10 x i8] c" \AF\AF \AF\AF \AF\AF ", [10 x i8] c"\AF \AF\AF \AF\AF \AF\AF", [10 x i8] c"  \FF  \FF  \FF ", [10 x i8] c" \AF\AF \AF\AF \AF\AF ", [10 x i8] c"\AF \AF\AF \AF\AF \AF\AF"], align 16
@.str.494 = private unnamed_addr constant [14 x i8] c"g_35731[i][j]\00", align 1
@.str.495 = private unnamed_addr constant [14 x i8] c"g_35732[i][j]\00", align 1
@.str.496 = private unnamed_addr constant [8 x i8] c"g_35733\00", align 1
@.str.497 = private unnamed_addr constant [8 x i8] c"g_35734\00", align 1
@.str.498 = private unnamed_addr constant [8 x i8] c"g_35849\00", align 1
@.str.499 = private unnamed_addr constant [8 x i8] c"g_35859\00", align 1
@.str.500 = private unnamed_addr constant [8 x i8] c"g_35968\00", align 1
@.str.501 = private unnamed_addr constant [8 x i8] c"g_36246\00", align 1
@g_36248 = internal unnamed_addr constant [10 x [6 x [4 x i32]]] [[6 x [4 x i32]] [[4 x i32] [i32 -204822187, i32 -1, i32 588312223, i32 3], [4 x i32] [i32 -2002477743, i32 -1, i32 4, i32 -1], [4 x i32] [i32 -9, i32 9, i32 4, i32 1641714358], [4 x i32] [i32 -2002477743, i32 -1, i32 588312223, i32 4], [4 x i32] [i32 -204822187, i32 203336300, i32 -4, i32 4], [4 x i32] [i32 -4, i32 4, i32 -627212319, i32 1216228074]], [6 x [4 x i32]] [[4 x i32] [i32 0, i32 1973241086, i32 6, i32 -2], [4 x i32] [i32 8, i32 -796247284, i32 203336300, i32 -1], [4 x i32] [i32 -1, i32 1641714358, i32 1216228074, i32 -1], [4 x i32] [i32 -2056244062, i32 1216228074, i32 0, i32 -796247284], [4 x i32] [i32 -1, i32 8, i32 -204822187, i32 1641714358], [4 x i32] [i32 588312223, i32 5, i32 1, i32 1917916027]], [6 x [4 x i32]] [[4 x i32] [i32 -1190661775, i32 1, i32 -1, i32 1526784404], [4 x i32] [i32 1216228074, i32 -1755325363, i32 0, i32 -6], [4 x i32] [i32 3, i32 -1, i32 486397963, i32 1040250941], [4 x i32] [i32 -6, i32 -8, i32 -1, i32 5], [4 x i32] [i32 -2056244062, i32 -362686874, i32 -1, i32 -1], [4 x i32] [i32 -1614739148, i32 -1614739148, i32 8, i32 0]], [6 x [4 x i32]] [[4 x i32] [i32 -1, i32 4, i32 1, i32 4], [4 x i32] [i32 -9, i32 -2002477743, i32 -796247284, i32 1], [4 x i32] [i32 1526784404, i32 -2002477743, i32 0, i32 4], [4 x i32] [i32 -2002477743, i32 4, i32 6, i32 0], [4 x i32] [i32 -2, i32 -1614739148, i32 1020671093, i32 -1], [4 x i32] [i32 -1351543446, i32 -362686874, i32 4, i32 5]], [6 x [4 x i32]] [[4 x i32] [i32 -2044170203, i32 -8, i32 -1614739148, i32 1040250941], [4 x i32] [i32 -1, i32 -1, i32 -2044170203, i32 -6], [4 x i32] [i32 4, i32 -1755325363, i32 300797701, i32 1526784404], [4 x i32] [i32 1, i32 1, i32 -4, i32 1917916027], [4 x i32] [i32 -6, i32 5, i32 0, i32 1641714358], [4 x i32] [i32 398544568, i32 -796247284, i32 -1, i32 -627212319]], [6 x [4 x i32]] [[4 x i32] [i32 1323704277, i32 -2, i32 1, i32 -1], [4 x i32] [i32 -6, i32 -10, i32 0, i32 0], [4 x i32] [i32 -1755325363, i32 -627212319, i32 588312223, i32 -362686874], [4 x i32] [i32 203336300, i32 -1, i32 1641714358, i32 -2], [4 x i32] [i32 8, i32 1323704277, i32 0, i32 1323704277], [4 x i32] [i32 -331178924, i32 9, i32 -6, i32 1]], [6 x [4 x i32]] [[4 x i32] [i32 -627212319, i32 0, i32 1, i32 -10], [4 x i32] [i32 -362686874, i32 6, i32 1, i32 -1921012898], [4 x i32] [i32 -362686874, i32 0, i32 1, i32 1020671093], [4 x i32] [i32 -627212319, i32 -1921012898, i32 -6, i32 -1], [4 x i32] [i32 -331178924, i32 -1, i32 0, i32 -2002477743], [4 x i32] [i32 8, i32 -1, i32 1641714358, i32 -1]], [6 x [4 x i32]] [[4 x i32] [i32 203336300, i32 -1351543446, i32 588312223, i32 -2], [4 x i32] [i32 -1755325363, i32 0, i32 0, i32 -1], [4 x i32] [i32 -6, i32 203336300, i32 1, i32 -1755325363], [4 x i32] [i32 1323704277, i32 486397963, i32 -1, i32 6], [4 x i32] [i32 398544568, i32 -1, i32 0, i32 588312223], [4 x i32] [i32 -6, i32 0, i32 -4, i32 0]], [6 x [4 x i32]] [[4 x i32] [i32 1, i32 -6, i32 300797701, i32 1973241086], [4 x i32] [i32 4, i32 -331178924, i32 -2044170203, i32 4], [4 x i32] [i32 -1, i32 -1462313937, i32 -1614739148, i32 -1190661775], [4 x i32] [i32 -2044170203, i32 1003086056, i32 4, i32 0], [4 x i32] [i32 -1351543446, i32 1020671093, i32 1020671093, i32 -1351543446], [4 x i32] [i32 -2, i32 4, i32 6, i32 6]], [6 x [4 x i32]] [[4 x i32] [i32 -2002477743, i32 -6, i32 0, i32 -204822187], [4 x i32] [i32 1526784404, i32 -1, i32 -796247284, i32 -204822187], [4 x i32] [i32 -9, i32 -6, i32 1, i32 6], [4 x i32] [i32 -1, i32 4, i32 8, i32 -1351543446], [4 x i32] [i32 -1614739148, i32 1020671093, i32 0, i32 1040250941], [4 x i32] [i32 -1, i32 -1, i32 203336300, i32 -331178924]]], align 16
@.str.502 = private unnamed_addr constant [17 x i8] c"g_36248[i][j][k]\00", align 1
@.str.503 = private unnamed_addr constant [8 x i8] c"g_36327\00", align 1
@.str.504 = private unnamed_addr constant [14 x i8] c"g_36420[i][j]\00", align 1
@.str.505 = private unnamed_addr constant [11 x i8] c"g_36495[i]\00", align 1
@.str.506 = private unnamed_addr constant [8 x i8] c"g_36501\00", align 1
@.str.507 = private unnamed_addr constant [8 x i8] c"g_36520\00", align 1
@.str.508 = private unnamed_addr constant [11 x i8] c"g_36544[i]\00", align 1
@.str.509 = private unnamed_addr constant [11 x i8] c"g_36689[i]\00", align 1
@.str.510 = private unnamed_addr constant [8 x i8] c"g_36806\00", align 1
@.str.511 = private unnamed_addr constant [8 x i8] c"g_36811\00", align 1
@.str.512 = private unnamed_addr constant [8 x i8] c"g_36847\00", align 1
@.str.513 = private unnamed_addr constant [11 x i8] c"g_36873[i]\00", align 1
@.str.514 = private unnamed_addr constant [11 x i8] c"g_37003[i]\00", align 1
@.str.515 = private unnamed_addr constant [8 x i8] c"g_37048\00", align 1
@.str.516 = private unnamed_addr constant [8 x i8] c"g_37068\00", align 1
@.str.517 = private unnamed_addr constant [8 x i8] c"g_37141\00", align 1
@.str.518 = private unnamed_addr constant [8 x i8] c"g_37142\00", align 1
@.str.519 = private unnamed_addr constant [8 x i8] c"g_37363\00", align 1
@.str.520 = private unnamed_addr constant [8 x i8] c"g_37572\00", align 1
@.str.521 = private unnamed_addr constant [8 x i8] c"g_37587\00", align 1
@.str.522 = private unnamed_addr constant [8 x i8] c"g_37625\00", align 1
@.str.523 = private unnamed_addr constant [8 x i8] c"g_37741\00", align 1
@g_37749 = internal unnamed_addr constant [10 x [4 x [5 x i32]]] [[4 x [5 x i32]] [[5 x i32] [i32 2, i32 314234682, i32 2, i32 -1, i32 0], [5 x i32] [i32 -481038111, i32 0, i32 4, i32 764196034, i32 4], [5 x i32] [i32 0, i32 -1, i32 1, i32 733027020, i32 -1918066051], [5 x i32] [i32 -953582605, i32 -1, i32 4, i32 -480768703, i32 -2099562343]], [4 x [5 x i32]] [[5 x i32] [i32 1, i32 735811484, i32 2, i32 735811484, i32 1], [5 x i32] [i32 -1, i32 0, i32 -8, i32 4, i32 1785814212], [5 x i32] [i32 1418412680, i32 8, i32 0, i32 733027020, i32 257924746], [5 x i32] [i32 821645111, i32 -826738537, i32 1, i32 0, i32 1785814212]], [4 x [5 x i32]] [[5 x i32] [i32 -457324999, i32 733027020, i32 1, i32 -1, i32 1], [5 x i32] [i32 1785814212, i32 -1039366705, i32 -1, i32 821645111, i32 -2099562343], [5 x i32] [i32 0, i32 0, i32 1418412680, i32 -10, i32 -1918066051], [5 x i32] [i32 821645111, i32 -10, i32 0, i32 1762464253, i32 4]], [4 x [5 x i32]] [[5 x i32] [i32 0, i32 0, i32 -457324999, i32 8, i32 0], [5 x i32] [i32 -1, i32 -1039366705, i32 -1039366705, i32 -1, i32 821645111], [5 x i32] [i32 -4, i32 733027020, i32 0, i32 9, i32 -1], [5 x i32] [i32 -953582605, i32 -826738537, i32 0, i32 4, i32 -953582605]], [4 x [5 x i32]] [[5 x i32] [i32 925606559, i32 8, i32 0, i32 9, i32 553076451], [5 x i32] [i32 -481038111, i32 0, i32 -1, i32 -1, i32 764196034], [5 x i32] [i32 -1918066051, i32 735811484, i32 -4, i32 8, i32 1], [5 x i32] [i32 -826738537, i32 -1, i32 1, i32 1762464253, i32 -953582605]], [4 x [5 x i32]] [[5 x i32] [i32 553076451, i32 -1, i32 925606559, i32 -10, i32 -8], [5 x i32] [i32 -826738537, i32 0, i32 -8, i32 821645111, i32 821645111], [5 x i32] [i32 -1918066051, i32 314234682, i32 -1918066051, i32 -1, i32 -1565623431], [5 x i32] [i32 -481038111, i32 -2099562343, i32 4, i32 0, i32 4]], [4 x [5 x i32]] [[5 x i32] [i32 925606559, i32 -1, i32 553076451, i32 733027020, i32 2], [5 x i32] [i32 -953582605, i32 -1, i32 4, i32 4, i32 -2099562343], [5 x i32] [i32 -4, i32 735811484, i32 -1918066051, i32 314234682, i32 1418412680], [5 x i32] [i32 1785814212, i32 -1, i32 0, i32 0, i32 1566543258]], [4 x [5 x i32]] [[5 x i32] [i32 2, i32 733027020, i32 553076451, i32 -1, i32 925606559], [5 x i32] [i32 764196034, i32 1, i32 -8, i32 -1, i32 1566543258], [5 x i32] [i32 6, i32 -1, i32 1418412680, i32 735811484, i32 1418412680], [5 x i32] [i32 1566543258, i32 1566543258, i32 -1039366705, i32 0, i32 -953582605]], [4 x [5 x i32]] [[5 x i32] [i32 -5, i32 4, i32 2, i32 8, i32 -1648450270], [5 x i32] [i32 764196034, i32 -480768703, i32 0, i32 -826738537, i32 -2099562343], [5 x i32] [i32 -1918066051, i32 4, i32 6, i32 733027020, i32 -1], [5 x i32] [i32 1785814212, i32 1566543258, i32 1762464253, i32 -1039366705, i32 764196034]], [4 x [5 x i32]] [[5 x i32] [i32 0, i32 -1, i32 -5, i32 0, i32 1], [5 x i32] [i32 -481038111, i32 1, i32 0, i32 -10, i32 -481038111], [5 x i32] [i32 1, i32 733027020, i32 -1918066051, i32 0, i32 1913553863], [5 x i32] [i32 821645111, i32 -1, i32 -1039366705, i32 -1039366705, i32 -1]]], align 16
@.str.524 = private unnamed_addr constant [17 x i8] c"g_37749[i][j][k]\00", align 1
@.str.525 = private unnamed_addr constant [8 x i8] c"g_37953\00", align 1
@.str.526 = private unnamed_addr constant [8 x i8] c"g_37999\00", align 1
@.str.527 = private unnamed_addr constant [8 x i8] c"g_38394\00", align 1
@g_38395 = internal unnamed_addr constant [3 x [6 x i32]] [[6 x i32] [i32 1, i32 359244781, i32 359244781, i32 1, i32 359244781, i32 359244781], [6 x i32] [i32 1, i32 359244781, i32 359244781, i32 1, i32 359244781, i32 359244781], [6 x i32] [i32 1, i32 359244781, i32 359244781, i32 1, i32 359244781, i32 359244781]], align 16
@.str.528 = private unnamed_addr constant [14 x i8] c"g_38395[i][j]\00", align 1
@.str.529 = private unnamed_addr constant [11 x i8] c"g_38575[i]\00", align 1
@.str.530 = private unnamed_addr constant [8 x i8] c"g_38730\00", align 1
@.str.531 = private unnamed_addr constant [11 x i8] c"g_38736[i]\00", align 1
@.str.532 = private unnamed_addr constant [8 x i8] c"g_38737\00", align 1
@.str.533 = private unnamed_addr constant [8 x i8] c"g_38814\00", align 1
@.str.534 = private unnamed_addr constant [8 x i8] c"g_38853\00", align 1
@.str.535 = private unnamed_addr constant [14 x i8] c"g_38871[i][j]\00", align 1
@.str.536 = private unnamed_addr constant [8 x i8] c"g_38902\00", align 1
@.str.537 = private unnamed_addr constant [11 x i8] c"g_39019[i]\00", align 1
@.str.538 = private unnamed_addr constant [8 x i8] c"g_39028\00", align 1
@.str.539 = private unnamed_addr constant [8 x i8] c"g_39176\00", align 1
@.str.540 = private unnamed_addr constant [8 x i8] c"g_39179\00", align 1
@.str.541 = private unnamed_addr constant [8 x i8] c"g_39183\00", align 1
@g_39620 = internal global i16 7059, align 2
@.str.542 = private unnamed_addr constant [8 x i8] c"g_39620\00", align 1
@.str.543 = private unnamed_addr constant [8 x i8] c"g_39648\00", align 1
@.str.544 = private unnamed_addr constant [11 x i8] c"g_39768[i]\00", align 1
@.str.545 = private unnamed_addr constant [8 x i8] c"g_39905\00", align 1
@.str.546 = private unnamed_addr constant [8 x i8] c"g_40046\00", align 1
@.str.547 = private unnamed_addr constant [8 x i8] c"g_40122\00", align 1
@.str.548 = private unnamed_addr constant [8 x i8] c"g_40189\00", align 1
@.str.549 = private unnamed_addr constant [8 x i8] c"g_40269\00", align 1
@.str.550 = private unnamed_addr constant [8 x i8] c"g_40275\00", align 1
@.str.551 = private unnamed_addr constant [8 x i8] c"g_40287\00", align 1
@.str.552 = private unnamed_addr constant [8 x i8] c"g_40293\00", align 1
@.str.553 = private unnamed_addr constant [8 x i8] c"g_40409\00", align 1
@.str.554 = private unnamed_addr constant [8 x i8] c"g_40414\00", align 1
@.str.555 = private unnamed_addr constant [8 x i8] c"g_40594\00", align 1
@.str.556 = private unnamed_addr constant [8 x i8] c"g_40611\00", align 1
@.str.557 = private unnamed_addr constant [8 x i8] c"g_40615\00", align 1
@.str.558 = private unnamed_addr constant [8 x i8] c"g_40634\00", align 1
@.str.559 = private unnamed_addr constant [8 x i8] c"g_40694\00", align 1
@.str.560 = private unnamed_addr constant [8 x i8] c"g_40724\00", align 1
@g_40788 = internal unnamed_addr constant [10 x [8 x [3 x i32]]] [[8 x [3 x i32]] [[3 x i32] [i32 -1014740311, i32 -103897066, i32 -1], [3 x i32] [i32 227013841, i32 1171576620, i32 458525675], [3 x i32] [i32 4, i32 -1014740311, i32 -1], [3 x i32] [i32 167160063, i32 1921301651, i32 1], [3 x i32] [i32 1, i32 931661941, i32 1132007252], [3 x i32] [i32 0, i32 -989205965, i32 1], [3 x i32] [i32 4, i32 4, i32 -1], [3 x i32] [i32 1717486161, i32 -4, i32 458525675]], [8 x [3 x i32]] [[3 x i32] [i32 -103897066, i32 -5, i32 -1], [3 x i32] [i32 1632294613, i32 -1, i32 1], [3 x i32] [i32 931661941, i32 1, i32 1132007252], [3 x i32] [i32 7, i32 865558889, i32 1], [3 x i32] [i32 -5, i32 1, i32 -1], [3 x i32] [i32 1, i32 -390517144, i32 458525675], [3 x i32] [i32 1, i32 4, i32 -1], [3 x i32] [i32 1, i32 1, i32 1]], [8 x [3 x i32]] [[3 x i32] [i32 -809249599, i32 -809249599, i32 1132007252], [3 x i32] [i32 -4, i32 961038802, i32 1], [3 x i32] [i32 -1014740311, i32 -103897066, i32 -1], [3 x i32] [i32 227013841, i32 1171576620, i32 458525675], [3 x i32] [i32 4, i32 -1014740311, i32 -1], [3 x i32] [i32 167160063, i32 1921301651, i32 1], [3 x i32] [i32 1, i32 931661941, i32 1132007252], [3 x i32] [i32 0, i32 -989205965, i32 1]], [8 x [3 x i32]] [[3 x i32] [i32 4, i32 4, i32 -1], [3 x i32] [i32 1717486161, i32 -4, i32 458525675], [3 x i32] [i32 -103897066, i32 -5, i32 -1], [3 x i32] [i32 1632294613, i32 -1, i32 1], [3 x i32] [i32 931661941, i32 1, i32 1132007252], [3 x i32] [i32 7, i32 865558889, i32 1], [3 x i32] [i32 -5, i32 1, i32 -1], [3 x i32] [i32 1, i32 -390517144, i32 458525675]], [8 x [3 x i32]] [[3 x i32] [i32 1, i32 4, i32 -1], [3 x i32] [i32 1, i32 1, i32 1], [3 x i32] [i32 -809249599, i32 -809249599, i32 1132007252], [3 x i32] [i32 -4, i32 961038802, i32 1], [3 x i32] [i32 -1014740311, i32 -103897066, i32 -1], [3 x i32] [i32 227013841, i32 1171576620, i32 458525675], [3 x i32] [i32 4, i32 -1014740311, i32 -1], [3 x i32] [i32 167160063, i32 1921301651, i32 1]], [8 x [3 x i32]] [[3 x i32] [i32 1, i32 931661941, i32 1132007252], [3 x i32] [i32 0, i32 2012217527, i32 227013841], [3 x i32] [i32 215969999, i32 -1, i32 931661941], [3 x i32] [i32 1255432977, i32 -1761723842, i32 1], [3 x i32] [i32 -970187624, i32 -5, i32 931661941], [3 x i32] [i32 -309166125, i32 -8, i32 227013841], [3 x i32] [i32 -8, i32 -1, i32 1], [3 x i32] [i32 1820227552, i32 -1, i32 227013841]], [8 x [3 x i32]] [[3 x i32] [i32 -5, i32 2037062027, i32 931661941], [3 x i32] [i32 8, i32 -1325881224, i32 1], [3 x i32] [i32 2037062027, i32 215969999, i32 931661941], [3 x i32] [i32 -1871299767, i32 -1460145190, i32 227013841], [3 x i32] [i32 -122813265, i32 -122813265, i32 1], [3 x i32] [i32 -1, i32 2038297035, i32 227013841], [3 x i32] [i32 -1689399126, i32 -970187624, i32 931661941], [3 x i32] [i32 1673422980, i32 0, i32 1]], [8 x [3 x i32]] [[3 x i32] [i32 -1, i32 -1689399126, i32 931661941], [3 x i32] [i32 279406205, i32 -1, i32 227013841], [3 x i32] [i32 -1, i32 -8, i32 1], [3 x i32] [i32 -3, i32 2012217527, i32 227013841], [3 x i32] [i32 215969999, i32 -1, i32 931661941], [3 x i32] [i32 1255432977, i32 -1761723842, i32 1], [3 x i32] [i32 -970187624, i32 -5, i32 931661941], [3 x i32] [i32 -309166125, i32 -8, i32 227013841]], [8 x [3 x i32]] [[3 x i32] [i32 -8, i32 -1, i32 1], [3 x i32] [i32 1820227552, i32 -1, i32 227013841], [3 x i32] [i32 -5, i32 2037062027, i32 931661941], [3 x i32] [i32 8, i32 -1325881224, i32 1], [3 x i32] [i32 2037062027, i32 215969999, i32 931661941], [3 x i32] [i32 -1871299767, i32 -1460145190, i32 227013841], [3 x i32] [i32 -122813265, i32 -122813265, i32 1], [3 x i32] [i32 -1, i32 2038297035, i32 227013841]], [8 x [3 x i32]] [[3 x i32] [i32 -1689399126, i32 -970187624, i32 931661941], [3 x i32] [i32 1673422980, i32 0, i32 1], [3 x i32] [i32 -1, i32 -1689399126, i32 931661941], [3 x i32] [i32 279406205, i32 -1, i32 227013841], [3 x i32] [i32 -1, i32 -8, i32 1], [3 x i32] [i32 -3, i32 2012217527, i32 227013841], [3 x i32] [i32 215969999, i32 -1, i32 931661941], [3 x i32] [i32 1255432977, i32 -1761723842, i32 1]]], align 16
@.str.561 = private unnamed_addr constant [17 x i8] c"g_40788[i][j][k]\00", align 1
@.str.562 = private unnamed_addr constant [8 x i8] c"g_40791\00", align 1
@.str.563 = private unnamed_addr constant [8 x i8] c"g_40902\00", align 1
@.str.564 = private unnamed_addr constant [8 x i8] c"g_41039\00", align 1
@.str.565 = private unnamed_addr constant [8 x i8] c"g_41051\00", align 1
@.str.566 = private unnamed_addr constant [8 x i8] c"g_41109\00", align 1
@.str.567 = private unnamed_addr constant [8 x i8] c"g_41187\00", align 1
@.str.568 = private unnamed_addr constant [8 x i8] c"g_41257\00", align 1
@.str.569 = private unnamed_addr constant [17 x i8] c"g_41318[i][j][k]\00", align 1
@.str.570 = private unnamed_addr constant [8 x i8] c"g_41350\00", align 1
@.str.571 = private unnamed_addr constant [8 x i8] c"g_41453\00", align 1
@.str.572 = private unnamed_addr constant [8 x i8] c"g_41480\00", align 1
@.str.573 = private unnamed_addr constant [8 x i8] c"g_41486\00", align 1
@.str.574 = private unnamed_addr constant [8 x i8] c"g_41608\00", align 1
@g_41720 = internal unnamed_addr constant [3 x [10 x [5 x i8]]] [[10 x [5 x i8]] [[5 x i8] c"M\FF\BE\01\07", [5 x i8] c"\FF\05\05\FF\FF", [5 x i8] c"\07\05\00\90\D3", [5 x i8] c"\FB\06M\FF\BE", [5 x i8] c"\FF\18p\90\90", [5 x i8] c"\18\FB\18\D3\F7", [5 x i8] c"\18\05\FF\FB\00", [5 x i8] c"\FFp\06\07\A4", [5 x i8] c"\FB\90\FF\00\FF", [5 x i8] c"MM\18\05\FF"], [10 x [5 x i8]] [[5 x i8] c"\D3\F7p\BE\A4", [5 x i8] c"\FB\BEM\E5\00", [5 x i8] c"\E5\F7\FF\FF\F7", [5 x i8] c"\A4M\07\FF\90", [5 x i8] c"\06\90\01\E5\BE", [5 x i8] c"\05p\00\BE\D3", [5 x i8] c"\06\05\D3\05\06", [5 x i8] c"\A4\FB\D3\00M", [5 x i8] c"\E5\18\00\07\FB", [5 x i8] c"\FB\06\01\FBM"], [10 x [5 x i8]] [[5 x i8] c"\D3\07\07\D3\06", [5 x i8] c"M\07\FF\90\D3", [5 x i8] c"\FB\06M\FF\BE", [5 x i8] c"\FF\18p\90\90", [5 x i8] c"\18\FB\18\D3\F7", [5 x i8] c"\18\05\FF\FB\00", [5 x i8] c"\FFp\06\07\A4", [5 x i8] c"\FB\90\FF\00\FF", [5 x i8] c"MM\18\05\FF", [5 x i8] c"\D3\F7p\BE\A4"]], align 16
@.str.575 = private unnamed_addr constant [17 x i8] c"g_41720[i][j][k]\00", align 1
@g_41740 = internal unnamed_addr constant [10 x [5 x [4 x i32]]] [[5 x [4 x i32]] [[4 x i32] [i32 -8, i32 -8, i32 -1, i32 1], [4 x i32] [i32 -1, i32 -8, i32 1, i32 -1], [4 x i32] [i32 -1, i32 -1643520270, i32 -1, i32 1], [4 x i32] [i32 -8, i32 -1643520270, i32 1, i32 -1], [4 x i32] [i32 -1643520270, i32 -8, i32 1, i32 1]], [5 x [4 x i32]] [[4 x i32] [i32 -8, i32 -8, i32 -1, i32 1], [4 x i32] [i32 -1, i32 -8, i32 1, i32 -1], [4 x i32] [i32 -1, i32 -1643520270, i32 -1, i32 1], [4 x i32] [i32 -8, i32 -1643520270, i32 1, i32 -1], [4 x i32] [i32 -1643520270, i32 -8, i32 1, i32 1]], [5 x [4 x i32]] [[4 x i32] [i32 -8, i32 -8, i32 -1, i32 1], [4 x i32] [i32 -1, i32 -8, i32 1, i32 -1], [4 x i32] [i32 -1, i32 -1643520270, i32 -1, i32 1], [4 x i32] [i32 -8, i32 -1643520270, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]], [5 x [4 x i32]] [[4 x i32] [i32 -1643520270, i32 -1643520270, i32 1, i32 -673303109], [4 x i32] [i32 1837888009, i32 -8, i32 1, i32 1], [4 x i32] [i32 1837888009, i32 -1, i32 1, i32 1], [4 x i32] [i32 -1643520270, i32 -1, i32 -673303109, i32 1], [4 x i32] [i32 -1, i32 -8, i32 -673303109, i32 -673303109]]], align 16
@.str.576 = private unnamed_addr constant [17 x i8] c"g_41740[i][j][k]\00", align 1
@.str.577 = private unnamed_addr constant [8 x i8] c"g_41836\00", align 1
@.str.578 = private unnamed_addr constant [8 x i8] c"g_42078\00", align 1
@.str.579 = private unnamed_addr constant [11 x i8] c"g_42369[i]\00", align 1
@g_42393 = internal unnamed_addr constant [1 x [4 x [7 x i32]]] [[4 x [7 x i32]] [[7 x i32] [i32 -10, i32 1, i32 1, i32 1, i32 -10, i32 -1589278252, i32 0], [7 x i32] [i32 0, i32 1, i32 -1537660722, i32 3, i32 -10, i32 0, i32 -10], [7 x i32] [i32 1094115498, i32 -485667182, i32 -485667182, i32 1094115498, i32 1, i32 3, i32 0], [7 x i32] [i32 0, i32 3, i32 1, i32 1094115498, i32 -485667182, i32 -485667182, i32 1094115498]]], align 16
@.str.580 = private unnamed_addr constant [17 x i8] c"g_42393[i][j][k]\00", align 1
@.str.581 = private unnamed_addr constant [8 x i8] c"g_42563\00", align 1
@.str.582 = private unnamed_addr constant [8 x i8] c"g_42596\00", align 1
@g_42778 = internal constant i32 1237803941, align 4
@.str.583 = private unnamed_addr constant [8 x i8] c"g_42778\00", align 1
@.str.584 = private unnamed_addr constant [11 x i8] c"g_42911[i]\00", align 1
@.str.585 = private unnamed_addr constant [8 x i8] c"g_42969\00", align 1
@.str.586 = private unnamed_addr constant [11 x i8] c"g_43223[i]\00", align 1
@.str.587 = private unnamed_addr constant [8 x i8] c"g_43231\00", align 1
@g_43304 = internal global i32 4, align 4
@.str.588 = private unnamed_addr constant [8 x i8] c"g_43304\00", align 1
@.str.589 = private unnamed_addr constant [11 x i8] c"g_43547[i]\00", align 1
@.str.590 = private unnamed_addr constant [8 x i8] c"g_43550\00", align 1
@g_43674 = internal unnamed_addr constant [5 x [4 x [5 x i8]]] [[4 x [5 x i8]] [[5 x i8] c"9\09l[\05", [5 x i8] c"X\FF99\FF", [5 x i8] c"\FF\00\82\04\FF", [5 x i8] c"\09\01;\09\05"], [4 x [5 x i8]] [[5 x i8] c"\00\09\7F\FA\FA", [5 x i8] c"\09\82\09\7Fs", [5 x i8] c"\FF\82[\00\01", [5 x i8] c"X\09\FA;\FF"], [4 x [5 x i8]] [[5 x i8] c"9\01[\019", [5 x i8] c"\FF\00\09\01;", [5 x i8] c"\04\FF\7F;l", [5 x i8] c"[\09;\00;"], [4 x [5 x i8]] [[5 x i8] c";;\82\7F9", [5 x i8] c";\059\FA\FF", [5 x i8] c"[Xl\09\01", [5 x i8] c"\04\05\05\04s"], [4 x [5 x i8]] [[5 x i8] c"\FF;\059\FA", [5 x i8] c"9\09l[\05", [5 x i8] c"X\FF99\FF", [5 x i8] c"\FF\00\82\04\FF"]], align 16
@.str.591 = private unnamed_addr constant [17 x i8] c"g_43674[i][j][k]\00", align 1
@.str.592 = private unnamed_addr constant [14 x i8] c"g_43838[i][j]\00", align 1
@.str.593 = private unnamed_addr constant [8 x i8] c"g_43848\00", align 1
@.str.594 = private unnamed_addr constant [8 x i8] c"g_43908\00", align 1
@.str.595 = private unnamed_addr constant [8 x i8] c"g_43917\00", align 1
@.str.596 = private unnamed_addr constant [8 x i8] c"g_43957\00", align 1
@.str.597 = private unnamed_addr constant [8 x i8] c"g_43979\00", align 1
@.str.598 = private unnamed_addr constant [8 x i8] c"g_44041\00", align 1
@.str.599 = private unnamed_addr constant [8 x i8] c"g_44148\00", align 1
@.str.600 = private unnamed_addr constant [8 x i8] c"g_44187\00", align 1
@.str.601 = private unnamed_addr constant [8 x i8] c"g_44258\00", align 1
@.str.602 = private unnamed_addr constant [8 x i8] c"g_44279\00", align 1
@.str.603 = private unnamed_addr constant [8 x i8] c"g_44364\00", align 1
@.str.604 = private unnamed_addr constant [8 x i8] c"g_44551\00", align 1
@.str.605 = private unnamed_addr constant [11 x i8] c"g_44561[i]\00", align 1
@g_44693 = internal unnamed_addr constant [1 x [7 x [3 x i16]]] [[7 x [3 x i16]] [[3 x i16] [i16 -1, i16 -16159, i16 -1], [3 x i16] [i16 -9055, i16 1, i16 -9055], [3 x i16] [i16 -1, i16 -16159, i16 -1], [3 x i16] [i16 -9055, i16 1, i16 -9055], [3 x i16] [i16 -1, i16 -16159, i16 -1], [3 x i16] [i16 -9055, i16 1, i16 -9055], [3 x i16] [i16 -1, i16 -16159, i16 -1]]], align 16
@.str.606 = private unnamed_addr constant [17 x i8] c"g_44693[i][j][k]\00", align 1
@.str.607 = private unnamed_addr constant [8 x i8] c"g_44737\00", align 1
@.str.608 = private unnamed_addr constant [8 x i8] c"g_44887\00", align 1
@.str.609 = private unnamed_addr constant [8 x i8] c"g_45585\00", align 1
@.str.610 = private unnamed_addr constant [8 x i8] c"g_45611\00", align 1
@g_45612 = internal unnamed_addr constant [10 x [4 x [6 x i64]]] [[4 x [6 x i64]] [[6 x i64] [i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002, i64 1], [6 x i64] [i64 -2517332888132602160, i64 -2517332888132602160, i64 -2270495355582301002, i64 0, i64 4830743028963985163, i64 0], [6 x i64] [i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002], [6 x i64] [i64 -5289398154784962183, i64 -1, i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 0]], [4 x [6 x i64]] [[6 x i64] [i64 0, i64 -5289398154784962183, i64 -2270495355582301002, i64 -5289398154784962183, i64 0, i64 1], [6 x i64] [i64 -5289398154784962183, i64 0, i64 1, i64 1, i64 0, i64 -5289398154784962183], [6 x i64] [i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 0, i64 -2517332888132602160, i64 -5289398154784962183], [6 x i64] [i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002, i64 1]], [4 x [6 x i64]] [[6 x i64] [i64 -2517332888132602160, i64 -2517332888132602160, i64 -2270495355582301002, i64 0, i64 4830743028963985163, i64 0], [6 x i64] [i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002], [6 x i64] [i64 -5289398154784962183, i64 -1, i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 0], [6 x i64] [i64 0, i64 -5289398154784962183, i64 -2270495355582301002, i64 -5289398154784962183, i64 0, i64 1]], [4 x [6 x i64]] [[6 x i64] [i64 -5289398154784962183, i64 0, i64 1, i64 1, i64 0, i64 -5289398154784962183], [6 x i64] [i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 0, i64 -2517332888132602160, i64 -5289398154784962183], [6 x i64] [i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002, i64 1], [6 x i64] [i64 -2517332888132602160, i64 -2517332888132602160, i64 -2270495355582301002, i64 0, i64 4830743028963985163, i64 0]], [4 x [6 x i64]] [[6 x i64] [i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002], [6 x i64] [i64 -5289398154784962183, i64 -1, i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 0], [6 x i64] [i64 0, i64 -5289398154784962183, i64 -2270495355582301002, i64 -5289398154784962183, i64 0, i64 1], [6 x i64] [i64 -5289398154784962183, i64 0, i64 1, i64 1, i64 0, i64 -5289398154784962183]], [4 x [6 x i64]] [[6 x i64] [i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 0, i64 -2517332888132602160, i64 -5289398154784962183], [6 x i64] [i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002, i64 1], [6 x i64] [i64 -2517332888132602160, i64 -2517332888132602160, i64 -2270495355582301002, i64 0, i64 4830743028963985163, i64 0], [6 x i64] [i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002]], [4 x [6 x i64]] [[6 x i64] [i64 -5289398154784962183, i64 -1, i64 -1, i64 -5289398154784962183, i64 -2517332888132602160, i64 1], [6 x i64] [i64 1, i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002], [6 x i64] [i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002, i64 1, i64 -1], [6 x i64] [i64 0, i64 -1, i64 4830743028963985163, i64 1, i64 4830743028963985163, i64 -1]], [4 x [6 x i64]] [[6 x i64] [i64 4830743028963985163, i64 0, i64 -2270495355582301002, i64 -2517332888132602160, i64 -2517332888132602160, i64 -2270495355582301002], [6 x i64] [i64 4830743028963985163, i64 4830743028963985163, i64 -2517332888132602160, i64 1, i64 -5289398154784962183, i64 1], [6 x i64] [i64 0, i64 4830743028963985163, i64 0, i64 -2270495355582301002, i64 -2517332888132602160, i64 -2517332888132602160], [6 x i64] [i64 -1, i64 0, i64 0, i64 -1, i64 4830743028963985163, i64 1]], [4 x [6 x i64]] [[6 x i64] [i64 1, i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002], [6 x i64] [i64 -1, i64 1, i64 -2270495355582301002, i64 -2270495355582301002, i64 1, i64 -1], [6 x i64] [i64 0, i64 -1, i64 4830743028963985163, i64 1, i64 4830743028963985163, i64 -1], [6 x i64] [i64 4830743028963985163, i64 0, i64 -2270495355582301002, i64 -2517332888132602160, i64 -2517332888132602160, i64 -2270495355582301002]], [4 x [6 x i64]] [[6 x i64] [i64 4830743028963985163, i64 4830743028963985163, i64 -2517332888132602160, i64 1, i64 -5289398154784962183, i64 1], [6 x i64] [i64 0, i64 4830743028963985163, i64 0, i64 -2270495355582301002, i64 -2517332888132602160, i64 -2517332888132602160], [6 x i64] [i64 -1, i64 0, i64 0, i64 -1, i64 4830743028963985163, i64 1], [6 x i64] [i64 1, i64 -1, i64 -2517332888132602160, i64 -1, i64 1, i64 -2270495355582301002]]], align 16
@.str.611 = private unnamed_addr constant [17 x i8] c"g_45612[i][j][k]\00", align 1
@.str.612 = private unnamed_addr constant [8 x i8] c"g_45646\00", align 1
@.str.613 = private unnamed_addr constant [11 x i8] c"g_45757[i]\00", align 1
@.str.614 = private unnamed_addr constant [8 x i8] c"g_45905\00", align 1
@.str.615 = private unnamed_addr constant [8 x i8] c"g_46045\00", align 1
@.str.616 = private unnamed_addr constant [8 x i8] c"g_46102\00", align 1
@.str.617 = private unnamed_addr constant [8 x i8] c"g_46124\00", align 1
@.str.618 = private unnamed_addr constant [8 x i8] c"g_46298\00", align 1
@.str.619 = private unnamed_addr constant [8 x i8] c"g_46450\00", align 1
@.str.620 = private unnamed_addr constant [8 x i8] c"g_46743\00", align 1
@.str.621 = private unnamed_addr constant [8 x i8] c"g_46900\00", align 1
@.str.622 = private unnamed_addr constant [8 x i8] c"g_47001\00", align 1
@.str.623 = private unnamed_addr constant [14 x i8] c"g_47040[i][j]\00", align 1
@.str.624 = private unnamed_addr constant [8 x i8] c"g_47067\00", align 1
@.str.625 = private unnamed_addr constant [8 x i8] c"g_47287\00", align 1
@.str.626 = private unnamed_addr constant [8 x i8] c"g_47346\00", align 1
@.str.627 = private unnamed_addr constant [8 x i8] c"g_47507\00", align 1
@.str.628 = private unnamed_addr constant [8 x i8] c"g_47597\00", align 1
@.str.629 = private unnamed_addr constant [8 x i8] c"g_47721\00", align 1
@.str.630 = private unnamed_addr constant [8 x i8] c"g_47729\00", align 1
@.str.631 = private unnamed_addr constant [8 x i8] c"g_47761\00", align 1
@.str.632 = private unnamed_addr constant [8 x i8] c"g_47797\00", align 1
@.str.633 = private unnamed_addr constant [8 x i8] c"g_47832\00", align 1
@g_48235 = internal unnamed_addr constant [7 x [2 x i64]] [[2 x i64] [i64 5073898916002756457, i64 -6406867608881001111], [2 x i64] [i64 5073898916002756457, i64 -6406867608881001111], [2 x i64] [i64 5073898916002756457, i64 -6406867608881001111], [2 x i64] [i64 5073898916002756457, i64 -6406867608881001111], [2 x i64] [i64 5073898916002756457, i64 -6406867608881001111], [2 x i64] [i64 5073898916002756457, i64 -6406867608881001111], [2 x i64] [i64 5073898916002756457, i64 -6406867608881001111]], align 16
@.str.634 = private unnamed_addr constant [14 x i8] c"g_48235[i][j]\00", align 1
@.str.635 = private unnamed_addr constant [8 x i8] c"g_48313\00", align 1
@.str.636 = private unnamed_addr constant [8 x i8] c"g_48426\00", align 1
@.str.637 = private unnamed_addr constant [8 x i8] c"g_48476\00", align 1
@.str.638 = private unnamed_addr constant [8 x i8] c"g_48478\00", align 1
@.str.639 = private unnamed_addr constant [8 x i8] c"g_48503\00", align 1
@.str.640 = private unnamed_addr constant [8 x i8] c"g_48951\00", align 1
@.str.641 = private unnamed_addr constant [8 x i8] c"g_48982\00", align 1
@.str.642 = private unnamed_addr constant [11 x i8] c"g_49253[i]\00", align 1
@.str.643 = private unnamed_addr constant [8 x i8] c"g_49457\00", align 1
@.str.644 = private unnamed_addr constant [8 x i8] c"g_49559\00", align 1
@.str.645 = private unnamed_addr constant [8 x i8] c"g_49796\00", align 1
@g_49955 = internal unnamed_addr constant [8 x [9 x [3 x i32]]] [[9 x [3 x i32]] [[3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6]], [9 x [3 x i32]] [[3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237]], [9 x [3 x i32]] [[3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6]], [9 x [3 x i32]] [[3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237]], [9 x [3 x i32]] [[3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6]], [9 x [3 x i32]] [[3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237]], [9 x [3 x i32]] [[3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6]], [9 x [3 x i32]] [[3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237], [3 x i32] [i32 -6, i32 -4, i32 -6], [3 x i32] [i32 -422536237, i32 -422536237, i32 -422536237]]], align 16
@.str.646 = private unnamed_addr constant [17 x i8] c"g_49955[i][j][k]\00", align 1
@.str.647 = private unnamed_addr constant [11 x i8] c"g_50003[i]\00", align 1
@.str.648 = private unnamed_addr constant [8 x i8] c"g_50476\00", align 1
@g_50579 = internal unnamed_addr constant [10 x [10 x [1 x i32]]] [[10 x [1 x i32]] [[1 x i32] [i32 -3], [1 x i32] [i32 -3], [1 x i32] [i32 -304718222], [1 x i32] [i32 -3], [1 x i32] [i32 -3], [1 x i32] [i32 -304718222], [1 x i32] [i32 -3], [1 x i32] [i32 -3], [1 x i32] [i32 -304718222], [1 x i32] [i32 -3]], [10 x [1 x i32]] [[1 x i32] [i32 -3], [1 x i32] [i32 -304718222], [1 x i32] [i32 -3], [1 x i32] [i32 -3], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer], [10 x [1 x i32]] [[1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222]], [10 x [1 x i32]] [[1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer], [10 x [1 x i32]] [[1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222]], [10 x [1 x i32]] [[1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222]], [10 x [1 x i32]] [[1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer], [10 x [1 x i32]] [[1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222], [1 x i32] [i32 -304718222], [1 x i32] zeroinitializer, [1 x i32] [i32 -304718222]]], align 16
@.str.649 = private unnamed_addr constant [17 x i8] c"g_50579[i][j][k]\00", align 1
@.str.650 = private unnamed_addr constant [11 x i8] c"g_50607[i]\00", align 1
@.str.651 = private unnamed_addr constant [8 x i8] c"g_50618\00", align 1
@.str.652 = private unnamed_addr constant [8 x i8] c"g_50824\00", align 1
@.str.653 = private unnamed_addr constant [8 x i8] c"g_50832\00", align 1
@.str.654 = private unnamed_addr constant [8 x i8] c"g_50909\00", align 1
@.str.655 = private unnamed_addr constant [8 x i8] c"g_50986\00", align 1
@.str.656 = private unnamed_addr constant [8 x i8] c"g_51005\00", align 1
@g_51036 = internal unnamed_addr constant [10 x [8 x i32]] [[8 x i32] [i32 0, i32 7, i32 0, i32 -5, i32 365640590, i32 -5, i32 -1, i32 -16303290], [8 x i32] [i32 -1, i32 -1, i32 0, i32 4, i32 4, i32 0, i32 -1, i32 -1], [8 x i32] [i32 365640590, i32 -221845980, i32 0, i32 3, i32 -4, i32 7, i32 -5, i32 0], [8 x i32] [i32 -1385112016, i32 -5, i32 -4, i32 1, i32 3, i32 7, i32 3, i32 1], [8 x i32] [i32 -1, i32 -221845980, i32 -1, i32 0, i32 7, i32 0, i32 -5, i32 365640590], [8 x i32] [i32 1, i32 -1, i32 3, i32 -5, i32 -1385112016, i32 -5, i32 7, i32 7], [8 x i32] [i32 1, i32 7, i32 -1, i32 -1, i32 7, i32 1, i32 -221845980, i32 1], [8 x i32] [i32 -1, i32 -16303290, i32 -5, i32 -221845980, i32 3, i32 8, i32 365640590, i32 4], [8 x i32] [i32 -1385112016, i32 1, i32 8, i32 -221845980, i32 -4, i32 -221845980, i32 8, i32 1], [8 x i32] [i32 365640590, i32 -4, i32 -5, i32 -1, i32 4, i32 0, i32 -1385112016, i32 7]], align 16
@.str.657 = private unnamed_addr constant [14 x i8] c"g_51036[i][j]\00", align 1
@.str.658 = private unnamed_addr constant [8 x i8] c"g_51101\00", align 1
@.str.659 = private unnamed_addr constant [8 x i8] c"g_51526\00", align 1
@.str.660 = private unnamed_addr constant [8 x i8] c"g_51797\00", align 1
@.str.661 = private unnamed_addr constant [11 x i8] c"g_51894[i]\00", align 1
@.str.662 = private unnamed_addr constant [8 x i8] c"g_51960\00", align 1
@.str.663 = private unnamed_addr constant [8 x i8] c"g_51962\00", align 1
@g_52096 = internal global i8 21, align 1
@.str.664 = private unnamed_addr constant [8 x i8] c"g_52096\00", align 1
@.str.665 = private unnamed_addr constant [8 x i8] c"g_52234\00", align 1
@.str.666 = private unnamed_addr constant [8 x i8] c"g_52483\00", align 1
@g_52572 = internal global i8 -1, align 1
@.str.667 = private unnamed_addr constant [8 x i8] c"g_52572\00", align 1
@.str.668 = private unnamed_addr constant [11 x i8] c"g_52840[i]\00", align 1
@.str.669 = private unnamed_addr constant [8 x i8] c"g_52883\00", align 1
@.str.670 = private unnamed_addr constant [8 x i8] c"g_52987\00", align 1
@.str.671 = private unnamed_addr constant [8 x i8] c"g_53091\00", align 1
@.str.672 = private unnamed_addr constant [8 x i8] c"g_53253\00", align 1
@.str.673 = private unnamed_addr constant [8 x i8] c"g_53355\00", align 1
@g_53932 = internal unnamed_addr constant [7 x [5 x i64]] [[5 x i64] [i64 2, i64 6596443191828671057, i64 -4352989240647670285, i64 2, i64 -4352989240647670285], [5 x i64] [i64 2, i64 2, i64 -1, i64 8749613211069979281, i64 -1], [5 x i64] [i64 390408844090752025, i64 -1, i64 -4352989240647670285, i64 -4352989240647670285, i64 -1], [5 x i64] [i64 -1, i64 6596443191828671057, i64 390408844090752025, i64 -1, i64 -4352989240647670285], [5 x i64] [i64 8749613211069979281, i64 -1, i64 -1, i64 -1, i64 8749613211069979281], [5 x i64] [i64 390408844090752025, i64 2, i64 6596443191828671057, i64 -4352989240647670285, i64 2], [5 x i64] [i64 8749613211069979281, i64 6596443191828671057, i64 6596443191828671057, i64 8749613211069979281, i64 -4352989240647670285]], align 16
@.str.674 = private unnamed_addr constant [14 x i8] c"g_53932[i][j]\00", align 1
@.str.675 = private unnamed_addr constant [8 x i8] c"g_54020\00", align 1
@.str.676 = private unnamed_addr constant [8 x i8] c"g_54137\00", align 1
@g_54138 = internal unnamed_addr constant [4 x [4 x [3 x i64]]] [[4 x [3 x i64]] [[3 x i64] [i64 -7, i64 8325183113344403551, i64 -7], [3 x i64] [i64 -7, i64 4, i64 8325183113344403551], [3 x i64] [i64 4, i64 -7, i64 -7], [3 x i64] [i64 8325183113344403551, i64 -7, i64 -6027928672921752622]], [4 x [3 x i64]] [[3 x i64] [i64 -4005669893095303931, i64 4, i64 -4734012586983813330], [3 x i64] [i64 8325183113344403551, i64 8325183113344403551, i64 -4734012586983813330], [3 x i64] [i64 4, i64 -4005669893095303931, i64 -6027928672921752622], [3 x i64] [i64 -7, i64 8325183113344403551, i64 -7]], [4 x [3 x i64]] [[3 x i64] [i64 -7, i64 4, i64 8325183113344403551], [3 x i64] [i64 4, i64 -7, i64 -7], [3 x i64] [i64 8325183113344403551, i64 -7, i64 -6027928672921752622], [3 x i64] [i64 -4005669893095303931, i64 4, i64 -4734012586983813330]], [4 x [3 x i64]] [[3 x i64] [i64 8325183113344403551, i64 8325183113344403551, i64 -4734012586983813330], [3 x i64] [i64 4, i64 -4005669893095303931, i64 -6027928672921752622], [3 x i64] [i64 -7, i64 8325183113344403551, i64 -7], [3 x i64] [i64 -7, i64 4, i64 8325183113344403551]]], align 16
@.str.677 = private unnamed_addr constant [17 x i8] c"g_54138[i][j][k]\00", align 1
@.str.678 = private unnamed_addr constant [8 x i8] c"g_54173\00", align 1
@.str.679 = private unnamed_addr constant [11 x i8] c"g_54174[i]\00", align 1
@.str.680 = private unnamed_addr constant [11 x i8] c"g_54309[i]\00", align 1
@.str.681 = private unnamed_addr constant [8 x i8] c"g_54366\00", align 1
@.str.682 = private unnamed_addr constant [8 x i8] c"g_54509\00", align 1
@g_54621 = internal unnamed_addr constant [8 x [2 x i16]] [[2 x i16] [i16 4, i16 -8], [2 x i16] [i16 7501, i16 7501], [2 x i16] [i16 7501, i16 -8], [2 x i16] [i16 4, i16 5], [2 x i16] [i16 -8, i16 5], [2 x i16] [i16 4, i16 -8], [2 x i16] [i16 7501, i16 7501], [2 x i16] [i16 7501, i16 -8]], align 16
@.str.683 = private unnamed_addr constant [14 x i8] c"g_54621[i][j]\00", align 1
@.str.684 = private unnamed_addr constant [11 x i8] c"g_54627[i]\00", align 1
@.str.685 = private unnamed_addr constant [8 x i8] c"g_54665\00", align 1
@.str.686 = private unnamed_addr constant [8 x i8] c"g_55119\00", align 1
@.str.687 = private unnamed_addr constant [8 x i8] c"g_55559\00", align 1
@g_55657 = internal constant i8 -1, align 1
@.str.688 = private unnamed_addr constant [8 x i8] c"g_55657\00", align 1
@g_55670 = internal unnamed_addr constant [9 x [9 x [3 x i64]]] [[9 x [3 x i64]] [[3 x i64] [i64 -912887993924824331, i64 8849856168043718744, i64 8], [3 x i64] [i64 -1752298994929654028, i64 -4, i64 -4626465531153498733], [3 x i64] [i64 -4735020849717727131, i64 -1752298994929654028, i64 -5], [3 x i64] [i64 -912887993924824331, i64 -1, i64 -5], [3 x i64] [i64 -9, i64 -7662898495087591373, i64 -4626465531153498733], [3 x i64] [i64 -7200191005441115489, i64 1, i64 8], [3 x i64] [i64 299719522707214607, i64 -1, i64 -4626465531153498733], [3 x i64] [i64 -1752298994929654028, i64 -4735020849717727131, i64 -5], [3 x i64] [i64 -7200191005441115489, i64 -9, i64 -5]], [9 x [3 x i64]] [[3 x i64] [i64 -1, i64 8849856168043718744, i64 -4626465531153498733], [3 x i64] [i64 -6354657060968938402, i64 -7662898495087591373, i64 8], [3 x i64] [i64 -4735020849717727131, i64 -9, i64 -4626465531153498733], [3 x i64] [i64 299719522707214607, i64 299719522707214607, i64 -5], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 -912887993924824331], [3 x i64] [i64 -1, i64 3, i64 8849856168043718744], [3 x i64] [i64 -8648320994399025212, i64 0, i64 6257053968961643946], [3 x i64] [i64 -4, i64 -1, i64 8849856168043718744], [3 x i64] [i64 0, i64 -4, i64 -912887993924824331]], [9 x [3 x i64]] [[3 x i64] [i64 -8648320994399025212, i64 1, i64 -912887993924824331], [3 x i64] [i64 7871501646243086658, i64 -1, i64 8849856168043718744], [3 x i64] [i64 8964772307238269358, i64 3, i64 6257053968961643946], [3 x i64] [i64 5030826008658321727, i64 1, i64 8849856168043718744], [3 x i64] [i64 -4, i64 0, i64 -912887993924824331], [3 x i64] [i64 8964772307238269358, i64 7871501646243086658, i64 -912887993924824331], [3 x i64] [i64 1, i64 0, i64 8849856168043718744], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 6257053968961643946], [3 x i64] [i64 0, i64 7871501646243086658, i64 8849856168043718744]], [9 x [3 x i64]] [[3 x i64] [i64 5030826008658321727, i64 5030826008658321727, i64 -912887993924824331], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 -912887993924824331], [3 x i64] [i64 -1, i64 3, i64 8849856168043718744], [3 x i64] [i64 -8648320994399025212, i64 0, i64 6257053968961643946], [3 x i64] [i64 -4, i64 -1, i64 8849856168043718744], [3 x i64] [i64 0, i64 -4, i64 -912887993924824331], [3 x i64] [i64 -8648320994399025212, i64 1, i64 -912887993924824331], [3 x i64] [i64 7871501646243086658, i64 -1, i64 8849856168043718744], [3 x i64] [i64 8964772307238269358, i64 3, i64 6257053968961643946]], [9 x [3 x i64]] [[3 x i64] [i64 5030826008658321727, i64 1, i64 8849856168043718744], [3 x i64] [i64 -4, i64 0, i64 -912887993924824331], [3 x i64] [i64 8964772307238269358, i64 7871501646243086658, i64 -912887993924824331], [3 x i64] [i64 1, i64 0, i64 8849856168043718744], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 6257053968961643946], [3 x i64] [i64 0, i64 7871501646243086658, i64 8849856168043718744], [3 x i64] [i64 5030826008658321727, i64 5030826008658321727, i64 -912887993924824331], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 -912887993924824331], [3 x i64] [i64 -1, i64 3, i64 8849856168043718744]], [9 x [3 x i64]] [[3 x i64] [i64 -8648320994399025212, i64 0, i64 6257053968961643946], [3 x i64] [i64 -4, i64 -1, i64 8849856168043718744], [3 x i64] [i64 0, i64 -4, i64 -912887993924824331], [3 x i64] [i64 -8648320994399025212, i64 1, i64 -912887993924824331], [3 x i64] [i64 7871501646243086658, i64 -1, i64 8849856168043718744], [3 x i64] [i64 8964772307238269358, i64 3, i64 6257053968961643946], [3 x i64] [i64 5030826008658321727, i64 1, i64 8849856168043718744], [3 x i64] [i64 -4, i64 0, i64 -912887993924824331], [3 x i64] [i64 8964772307238269358, i64 7871501646243086658, i64 -912887993924824331]], [9 x [3 x i64]] [[3 x i64] [i64 1, i64 0, i64 8849856168043718744], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 6257053968961643946], [3 x i64] [i64 0, i64 7871501646243086658, i64 8849856168043718744], [3 x i64] [i64 5030826008658321727, i64 5030826008658321727, i64 -912887993924824331], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 -912887993924824331], [3 x i64] [i64 -1, i64 3, i64 8849856168043718744], [3 x i64] [i64 -8648320994399025212, i64 0, i64 6257053968961643946], [3 x i64] [i64 -4, i64 -1, i64 8849856168043718744], [3 x i64] [i64 0, i64 -4, i64 -912887993924824331]], [9 x [3 x i64]] [[3 x i64] [i64 -8648320994399025212, i64 1, i64 -912887993924824331], [3 x i64] [i64 7871501646243086658, i64 -1, i64 8849856168043718744], [3 x i64] [i64 8964772307238269358, i64 3, i64 6257053968961643946], [3 x i64] [i64 5030826008658321727, i64 1, i64 8849856168043718744], [3 x i64] [i64 -4, i64 0, i64 -912887993924824331], [3 x i64] [i64 8964772307238269358, i64 7871501646243086658, i64 -912887993924824331], [3 x i64] [i64 1, i64 0, i64 8849856168043718744], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 6257053968961643946], [3 x i64] [i64 0, i64 7871501646243086658, i64 8849856168043718744]], [9 x [3 x i64]] [[3 x i64] [i64 5030826008658321727, i64 5030826008658321727, i64 -912887993924824331], [3 x i64] [i64 -1851127204348991625, i64 -1, i64 -912887993924824331], [3 x i64] [i64 -1, i64 3, i64 8849856168043718744], [3 x i64] [i64 -8648320994399025212, i64 0, i64 6257053968961643946], [3 x i64] [i64 -4, i64 -1, i64 0], [3 x i64] [i64 8, i64 -2618500690225472759, i64 -8648320994399025212], [3 x i64] [i64 9139700367819345887, i64 9137666295854141767, i64 -8648320994399025212], [3 x i64] [i64 670244501299183120, i64 -5, i64 0], [3 x i64] [i64 -6158893952639164490, i64 -3055341543894987086, i64 -7436600711411512421]]], align 16
@.str.689 = private unnamed_addr constant [17 x i8] c"g_55670[i][j][k]\00", align 1
@.str.690 = private unnamed_addr constant [8 x i8] c"g_55821\00", align 1
@.str.691 = private unnamed_addr constant [14 x i8] c"g_55842[i][j]\00", align 1
@.str.692 = private unnamed_addr constant [11 x i8] c"g_55984[i]\00", align 1
@.str.693 = private unnamed_addr constant [8 x i8] c"g_56005\00", align 1
@.str.694 = private unnamed_addr constant [8 x i8] c"g_56085\00", align 1
@.str.695 = private unnamed_addr constant [8 x i8] c"g_56195\00", align 1
@.str.696 = private unnamed_addr constant [8 x i8] c"g_56218\00", align 1
@.str.697 = private unnamed_addr constant [8 x i8] c"g_56275\00", align 1
@g_56300.3 = internal unnamed_addr global i32 -503844882, align 16
@.str.698 = private unnamed_addr constant [11 x i8] c"g_56300[i]\00", align 1
@.str.699 = private unnamed_addr constant [8 x i8] c"g_56306\00", align 1
@.str.700 = private unnamed_addr constant [14 x i8] c"g_56329[i][j]\00", align 1
@.str.701 = private unnamed_addr constant [8 x i8] c"g_56335\00", align 1
@.str.702 = private unnamed_addr constant [8 x i8] c"g_56336\00", align 1
@g_56342 = internal unnamed_addr constant [10 x [4 x i32]] [[4 x i32] [i32 -1600534037, i32 -183034908, i32 0, i32 -183034908], [4 x i32] [i32 6, i32 0, i32 0, i32 -1813138501], [4 x i32] [i32 -1600534037, i32 -1659237250, i32 6, i32 -1813138501], [4 x i32] [i32 2140816327, i32 0, i32 2140816327, i32 -183034908], [4 x i32] [i32 2140816327, i32 -183034908, i32 6, i32 0], [4 x i32] [i32 -1600534037, i32 -183034908, i32 0, i32 -183034908], [4 x i32] [i32 6, i32 0, i32 0, i32 -1813138501], [4 x i32] [i32 -1600534037, i32 -1659237250, i32 6, i32 -1813138501], [4 x i32] [i32 2140816327, i32 0, i32 2140816327, i32 -183034908], [4 x i32] [i32 2140816327, i32 -183034908, i32 6, i32 0]], align 16
@.str.703 = private unnamed_addr constant [14 x i8] c"g_56342[i][j]\00", align 1
@.str.704 = private unnamed_addr constant [8 x i8] c"g_56563\00", align 1
@.str.705 = private unnamed_addr constant [11 x i8] c"g_56728[i]\00", align 1
@.str.706 = private unnamed_addr constant [8 x i8] c"g_57026\00", align 1
@.str.707 = private unnamed_addr constant [8 x i8] c"g_57075\00", align 1
@.str.708 = private unnamed_addr constant [8 x i8] c"g_57080\00", align 1
@.str.709 = private unnamed_addr constant [8 x i8] c"g_57150\00", align 1
@.str.710 = private unnamed_addr constant [8 x i8] c"g_57279\00", align 1
@.str.711 = private unnamed_addr constant [8 x i8] c"g_57281\00", align 1
@.str.712 = private unnamed_addr constant [8 x i8] c"g_57282\00", align 1
@.str.713 = private unnamed_addr constant [8 x i8] c"g_57327\00", align 1
@.str.714 = private unnamed_addr constant [8 x i8] c"g_57502\00", align 1
@.str.715 = private unnamed_addr constant [8 x i8] c"g_57719\00", align 1
@.str.716 = private unnamed_addr constant [11 x i8] c"g_57761[i]\00", align 1
@.str.717 = private unnamed_addr constant [8 x i8] c"g_58014\00", align 1
@.str.718 = private unnamed_addr constant [8 x i8] c"g_58073\00", align 1
@.str.719 = private unnamed_addr constant [8 x i8] c"g_58157\00", align 1
@.str.720 = private unnamed_addr constant [8 x i8] c"g_58260\00", align 1
@.str.721 = private unnamed_addr constant [8 x i8] c"g_58481\00", align 1
@.str.722 = private unnamed_addr constant [11 x i8] c"g_58508[i]\00", align 1
@.str.723 = private unnamed_addr constant [8 x i8] c"g_58602\00", align 1
@.str.724 = private unnamed_addr constant [8 x i8] c"g_58717\00", align 1
@.str.725 = private unnamed_addr constant [8 x i8] c"g_58747\00", align 1
@.str.726 = private unnamed_addr constant [8 x i8] c"g_58761\00", align 1
@.str.727 = private unnamed_addr constant [8 x i8] c"g_58824\00", align 1
@.str.728 = private unnamed_addr constant [8 x i8] c"g_58853\00", align 1
@.str.729 = private unnamed_addr constant [8 x i8] c"g_58948\00", align 1
@.str.730 = private unnamed_addr constant [8 x i8] c"g_59225\00", align 1
@.str.731 = private unnamed_addr constant [8 x i8] c"g_59426\00", align 1
@.str.732 = private unnamed_addr constant [14 x i8] c"g_59571[i][j]\00", align 1
@.str.733 = private unnamed_addr constant [8 x i8] c"g_59606\00", align 1
@.str.734 = private unnamed_addr constant [8 x i8] c"g_60072\00", align 1
@.str.735 = private unnamed_addr constant [8 x i8] c"g_60246\00", align 1
@.str.736 = private unnamed_addr constant [8 x i8] c"g_60248\00", align 1
@.str.737 = private unnamed_addr constant [8 x i8] c"g_60288\00", align 1
@.str.738 = private unnamed_addr constant [8 x i8] c"g_60397\00", align 1
@.str.739 = private unnamed_addr constant [8 x i8] c"g_60453\00", align 1
@.str.740 = private unnamed_addr constant [8 x i8] c"g_60482\00", align 1
@.str.741 = private unnamed_addr constant [8 x i8] c"g_60504\00", align 1
@.str.742 = private unnamed_addr constant [8 x i8] c"g_60603\00", align 1
@.str.743 = private unnamed_addr constant [8 x i8] c"g_60623\00", align 1
@g_60720 = internal unnamed_addr constant [2 x [5 x [3 x i64]]] [[5 x [3 x i64]] [[3 x i64] [i64 -5045555570559884, i64 3343204102751047737, i64 -5], [3 x i64] [i64 -8836995717299552204, i64 -8836995717299552204, i64 -5], [3 x i64] [i64 3343204102751047737, i64 -5045555570559884, i64 -5], [3 x i64] [i64 -5045555570559884, i64 3343204102751047737, i64 -5], [3 x i64] [i64 -8836995717299552204, i64 -8836995717299552204, i64 -5]], [5 x [3 x i64]] [[3 x i64] [i64 3343204102751047737, i64 -5045555570559884, i64 -5], [3 x i64] [i64 -5045555570559884, i64 3343204102751047737, i64 -5], [3 x i64] [i64 -8836995717299552204, i64 -8836995717299552204, i64 -5], [3 x i64] [i64 3343204102751047737, i64 -5045555570559884, i64 -5], [3 x i64] [i64 -5045555570559884, i64 3343204102751047737, i64 -5]]], align 16
@.str.744 = private unnamed_addr constant [17 x i8] c"g_60720[i][j][k]\00", align 1
@.str.745 = private unnamed_addr constant [8 x i8] c"g_60957\00", align 1
@.str.746 = private unnamed_addr constant [8 x i8] c"g_60976\00", align 1
@.str.747 = private unnamed_addr constant [8 x i8] c"g_61015\00", align 1
@.str.748 = private unnamed_addr constant [11 x i8] c"g_61063[i]\00", align 1
@g_61225 = internal unnamed_addr constant [8 x [8 x i64]] [[8 x i64] [i64 -1, i64 6156856864260155734, i64 4, i64 -9, i64 1, i64 -9, i64 -9, i64 -1], [8 x i64] [i64 2, i64 -1, i64 1, i64 -490177479834528442, i64 -653367903514639041, i64 0, i64 -1, i64 -1], [8 x i64] [i64 -5104162709793611860, i64 2065531691070214995, i64 0, i64 -9, i64 2, i64 -4954367801273664247, i64 -1, i64 3713140454594923071], [8 x i64] [i64 4, i64 -9, i64 1, i64 0, i64 0, i64 1, i64 -9, i64 4], [8 x i64] [i64 0, i64 1, i64 -9, i64 4, i64 -5824762010596734658, i64 -490177479834528442, i64 -5104162709793611860, i64 -7], [8 x i64] [i64 -9, i64 0, i64 2065531691070214995, i64 -5104162709793611860, i64 4, i64 -490177479834528442, i64 -4212340319450585037, i64 -9], [8 x i64] [i64 -490177479834528442, i64 1, i64 -1, i64 2, i64 -1, i64 1, i64 -490177479834528442, i64 -653367903514639041], [8 x i64] [i64 -9, i64 -9, i64 -1, i64 7964120897759635107, i64 -4212340319450585037, i64 -4954367801273664247, i64 2065531691070214995, i64 -5824762010596734658]], align 16
@.str.749 = private unnamed_addr constant [14 x i8] c"g_61225[i][j]\00", align 1
@.str.750 = private unnamed_addr constant [8 x i8] c"g_61303\00", align 1
@.str.751 = private unnamed_addr constant [14 x i8] c"g_61422[i][j]\00", align 1
@.str.752 = private unnamed_addr constant [8 x i8] c"g_61467\00", align 1
@.str.753 = private unnamed_addr constant [8 x i8] c"g_61587\00", align 1
@.str.754 = private unnamed_addr constant [8 x i8] c"g_61595\00", align 1
@.str.755 = private unnamed_addr constant [8 x i8] c"g_62012\00", align 1
@.str.756 = private unnamed_addr constant [8 x i8] c"g_62194\00", align 1
@g_62227 = internal global i32 1303901104, align 4
@.str.757 = private unnamed_addr constant [8 x i8] c"g_62227\00", align 1
@.str.758 = private unnamed_addr constant [8 x i8] c"g_62315\00", align 1
@.str.759 = private unnamed_addr constant [8 x i8] c"g_62471\00", align 1
@.str.760 = private unnamed_addr constant [8 x i8] c"g_62473\00", align 1
@.str.761 = private unnamed_addr constant [8 x i8] c"g_62506\00", align 1
@.str.762 = private unnamed_addr constant [8 x i8] c"g_62529\00", align 1
@.str.763 = private unnamed_addr constant [11 x i8] c"g_62751[i]\00", align 1
@.str.764 = private unnamed_addr constant [8 x i8] c"g_62753\00", align 1
@.str.765 = private unnamed_addr constant [8 x i8] c"g_62779\00", align 1
@.str.766 = private unnamed_addr constant [8 x i8] c"g_62964\00", align 1
@.str.767 = private unnamed_addr constant [8 x i8] c"g_63210\00", align 1
@.str.768 = private unnamed_addr constant [8 x i8] c"g_63370\00", align 1
@.str.769 = private unnamed_addr constant [8 x i8] c"g_63553\00", align 1
@.str.770 = private unnamed_addr constant [8 x i8] c"g_63585\00", align 1
@.str.771 = private unnamed_addr constant [8 x i8] c"g_63615\00", align 1
@.str.772 = private unnamed_addr constant [8 x i8] c"g_63772\00", align 1
@.str.773 = private unnamed_addr constant [8 x i8] c"g_63789\00", align 1
@.str.774 = private unnamed_addr constant [8 x i8] c"g_63999\00", align 1
@.str.775 = private unnamed_addr constant [8 x i8] c"g_64022\00", align 1
@.str.776 = private unnamed_addr constant [8 x i8] c"g_64073\00", align 1
@.str.777 = private unnamed_addr constant [11 x i8] c"g_64104[i]\00", align 1
@.str.778 = private unnamed_addr constant [8 x i8] c"g_64306\00", align 1
@.str.779 = private unnamed_addr constant [8 x i8] c"g_64323\00", align 1
@.str.780 = private unnamed_addr constant [8 x i8] c"g_64385\00", align 1
@.str.781 = private unnamed_addr constant [8 x i8] c"g_64594\00", align 1
@.str.782 = private unnamed_addr constant [8 x i8] c"g_64786\00", align 1
@.str.783 = private unnamed_addr constant [11 x i8] c"g_64976[i]\00", align 1
@.str.784 = private unnamed_addr constant [8 x i8] c"g_64994\00", align 1
@g_65084 = internal unnamed_addr constant [8 x [3 x i32]] [[3 x i32] [i32 6, i32 -1, i32 -1], [3 x i32] [i32 -1, i32 6, i32 -1], [3 x i32] [i32 1, i32 1, i32 -1], [3 x i32] [i32 6, i32 -1, i32 -1], [3 x i32] [i32 -1, i32 6, i32 -1], [3 x i32] [i32 1, i32 1, i32 -1], [3 x i32] [i32 6, i32 -1, i32 -1], [3 x i32] [i32 -1, i32 6, i32 -1]], align 16
@.str.785 = private unnamed_addr constant [14 x i8] c"g_65084[i][j]\00", align 1
@.str.786 = private unnamed_addr constant [8 x i8] c"g_65114\00", align 1
@.str.787 = private unnamed_addr constant [11 x i8] c"g_65192[i]\00", align 1
@.str.788 = private unnamed_addr constant [8 x i8] c"g_65265\00", align 1
@.str.789 = private unnamed_addr constant [8 x i8] c"g_65326\00", align 1
@.str.790 = private unnamed_addr constant [8 x i8] c"g_65330\00", align 1
@.str.791 = private unnamed_addr constant [8 x i8] c"g_65490\00", align 1
@.str.792 = private unnamed_addr constant [8 x i8] c"g_65833\00", align 1
@.str.793 = private unnamed_addr constant [8 x i8] c"g_66138\00", align 1
@.str.794 = private unnamed_addr constant [11 x i8] c"g_66259[i]\00", align 1
@.str.795 = private unnamed_addr constant [8 x i8] c"g_66327\00", align 1
@.str.796 = private unnamed_addr constant [8 x i8] c"g_66332\00", align 1
@.str.797 = private unnamed_addr constant [8 x i8] c"g_66508\00", align 1
@.str.798 = private unnamed_addr constant [8 x i8] c"g_66559\00", align 1
@.str.799 = private unnamed_addr constant [8 x i8] c"g_66601\00", align 1
@.str.800 = private unnamed_addr constant [8 x i8] c"g_66733\00", align 1
@.str.801 = private unnamed_addr constant [8 x i8] c"g_66745\00", align 1
@.str.802 = private unnamed_addr constant [8 x i8] c"g_66947\00", align 1
@.str.803 = private unnamed_addr constant [8 x i8] c"g_66948\00", align 1
@.str.804 = private unnamed_addr constant [8 x i8] c"g_67001\00", align 1
@.str.805 = private unnamed_addr constant [8 x i8] c"g_67032\00", align 1
@.str.806 = private unnamed_addr constant [8 x i8] c"g_67046\00", align 1
@.str.807 = private unnamed_addr constant [8 x i8] c"g_67137\00", align 1
@g_67363 = internal unnamed_addr constant [6 x [3 x [1 x i32]]] [[3 x [1 x i32]] [[1 x i32] [i32 -2001829472], [1 x i32] [i32 1], [1 x i32] [i32 1]], [3 x [1 x i32]] [[1 x i32] [i32 -2001829472], [1 x i32] [i32 1296255376], [1 x i32] [i32 -7]], [3 x [1 x i32]] [[1 x i32] [i32 1296255376], [1 x i32] [i32 -2001829472], [1 x i32] [i32 1]], [3 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 -2001829472], [1 x i32] [i32 1296255376]], [3 x [1 x i32]] [[1 x i32] [i32 -7], [1 x i32] [i32 1296255376], [1 x i32] [i32 -2001829472]], [3 x [1 x i32]] [[1 x i32] [i32 1], [1 x i32] [i32 1], [1 x i32] [i32 -2001829472]]], align 16
@.str.808 = private unnamed_addr constant [17 x i8] c"g_67363[i][j][k]\00", align 1
@g_67491 = internal unnamed_addr constant [2 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 7, i32 1, i32 -10, i32 2057968461, i32 -1, i32 7], [6 x i32] [i32 -2072490401, i32 -1675992974, i32 -896041639, i32 1, i32 1873104826, i32 7], [6 x i32] [i32 994056314, i32 247834933, i32 -10, i32 0, i32 240727330, i32 0], [6 x i32] [i32 1873104826, i32 -1, i32 0, i32 268765932, i32 -8, i32 1], [6 x i32] [i32 247834933, i32 1873104826, i32 -4, i32 -10, i32 0, i32 0], [6 x i32] [i32 7, i32 -315951613, i32 -315951613, i32 7, i32 -1, i32 9]], [6 x [6 x i32]] [[6 x i32] [i32 9, i32 -1675992974, i32 741581150, i32 -1080174809, i32 1, i32 2057968461], [6 x i32] [i32 -857655964, i32 0, i32 -10, i32 -1, i32 1, i32 -857655964], [6 x i32] [i32 -315951613, i32 -1675992974, i32 -1168307766, i32 268765932, i32 -1, i32 -1080174809], [6 x i32] [i32 994056314, i32 -315951613, i32 -1, i32 240727330, i32 0, i32 0], [6 x i32] [i32 -896041639, i32 1873104826, i32 240727330, i32 9, i32 -8, i32 9], [6 x i32] [i32 -2072490401, i32 -1, i32 -2072490401, i32 -10, i32 240727330, i32 741581150]]], align 16
@.str.809 = private unnamed_addr constant [17 x i8] c"g_67491[i][j][k]\00", align 1
@.str.810 = private unnamed_addr constant [8 x i8] c"g_67554\00", align 1
@.str.811 = private unnamed_addr constant [8 x i8] c"g_67652\00", align 1
@.str.812 = private unnamed_addr constant [8 x i8] c"g_67716\00", align 1
@.str.813 = private unnamed_addr constant [8 x i8] c"g_67737\00", align 1
@.str.814 = private unnamed_addr constant [8 x i8] c"g_67793\00", align 1
@.str.815 = private unnamed_addr constant [11 x i8] c"g_67874[i]\00", align 1
@.str.816 = private unnamed_addr constant [11 x i8] c"g_68044[i]\00", align 1
@.str.817 = private unnamed_addr constant [8 x i8] c"g_68076\00", align 1
@.str.818 = private unnamed_addr constant [11 x i8] c"g_68108[i]\00", align 1
@g_68144 = internal global i32 0, align 4
@.str.819 = private unnamed_addr constant [8 x i8] c"g_68144\00", align 1
@.str.820 = private unnamed_addr constant [11 x i8] c"g_68359[i]\00", align 1
@g_68545 = internal unnamed_addr constant [1 x [5 x [8 x i8]]] [[5 x [8 x i8]] [[8 x i8] c"\07\FF\97\FF\07\97\01\01", [8 x i8] c"\F8\FF\DE\DE\FF\F8\10\FF", [8 x i8] c"\01\10\DE\01\DE\10\01\F8", [8 x i8] c"\FF\07\97\01\01\97\07\FF", [8 x i8] c"\F8\01\10\DE\01\DE\10\01"]], align 16
@.str.821 = private unnamed_addr constant [17 x i8] c"g_68545[i][j][k]\00", align 1
@.str.822 = private unnamed_addr constant [8 x i8] c"g_68642\00", align 1
@.str.823 = private unnamed_addr constant [11 x i8] c"g_68712[i]\00", align 1
@.str.824 = private unnamed_addr constant [8 x i8] c"g_68909\00", align 1
@.str.825 = private unnamed_addr constant [8 x i8] c"g_68917\00", align 1
@g_69158 = internal global i64 -1497109205175370610, align 8
@.str.826 = private unnamed_addr constant [8 x i8] c"g_69158\00", align 1
@g_69159 = internal global i64 -1, align 8
@.str.827 = private unnamed_addr constant [8 x i8] c"g_69159\00", align 1
@g_69160 = internal global i64 3086111991477522928, align 8
@.str.828 = private unnamed_addr constant [8 x i8] c"g_69160\00", align 1
@g_69161 = internal global [9 x i64] [i64 7, i64 990331741844729911, i64 7, i64 990331741844729911, i64 7, i64 990331741844729911, i64 7, i64 990331741844729911, i64 7], align 16
@.str.829 = private unnamed_addr constant [11 x i8] c"g_69161[i]\00", align 1
@g_69162 = internal global i64 0, align 8
@.str.830 = private unnamed_addr constant [8 x i8] c"g_69162\00", align 1
@g_69163 = internal global i64 -1, align 8
@.str.831 = private unnamed_addr constant [8 x i8] c"g_69163\00", align 1
@g_69164 = internal global i64 -8034386398494442057, align 8
@.str.832 = private unnamed_addr constant [8 x i8] c"g_69164\00", align 1
@g_69165 = internal global i64 0, align 8
@.str.833 = private unnamed_addr constant [8 x i8] c"g_69165\00", align 1
@g_69166 = internal global i64 -3784580436014517353, align 8
@.str.834 = private unnamed_addr constant [8 x i8] c"g_69166\00", align 1
@g_69167 = internal global i64 4, align 8
@.str.835 = private unnamed_addr constant [8 x i8] c"g_69167\00", align 1
@g_69168 = internal global i64 4431519723963055130, align 8
@.str.836 = private unnamed_addr constant [8 x i8] c"g_69168\00", align 1
@.str.837 = private unnamed_addr constant [8 x i8] c"g_69314\00", align 1
@.str.838 = private unnamed_addr constant [8 x i8] c"g_69353\00", align 1
@.str.839 = private unnamed_addr constant [8 x i8] c"g_69360\00", align 1
@.str.840 = private unnamed_addr constant [8 x i8] c"g_69444\00", align 1
@.str.841 = private unnamed_addr constant [11 x i8] c"g_69686[i]\00", align 1
@.str.842 = private unnamed_addr constant [8 x i8] c"g_69722\00", align 1
@.str.843 = private unnamed_addr constant [11 x i8] c"g_69916[i]\00", align 1
@.str.844 = private unnamed_addr constant [8 x i8] c"g_70004\00", align 1
@.str.845 = private unnamed_addr constant [8 x i8] c"g_70116\00", align 1
@.str.846 = private unnamed_addr constant [8 x i8] c"g_70194\00", align 1
@.str.847 = private unnamed_addr constant [8 x i8] c"g_70335\00", align 1
@.str.848 = private unnamed_addr constant [8 x i8] c"g_70506\00", align 1
@.str.849 = private unnamed_addr constant [14 x i8] c"g_70531[i][j]\00", align 1
@.str.850 = private unnamed_addr constant [8 x i8] c"g_70649\00", align 1
@.str.851 = private unnamed_addr constant [8 x i8] c"g_70761\00", align 1
@.str.852 = private unnamed_addr constant [8 x i8] c"g_71183\00", align 1
@.str.853 = private unnamed_addr constant [11 x i8] c"g_71205[i]\00", align 1
@.str.854 = private unnamed_addr constant [8 x i8] c"g_71276\00", align 1
@.str.855 = private unnamed_addr constant [8 x i8] c"g_71302\00", align 1
@.str.856 = private unnamed_addr constant [8 x i8] c"g_71388\00", align 1
@.str.857 = private unnamed_addr constant [8 x i8] c"g_71392\00", align 1
@.str.858 = private unnamed_addr constant [8 x i8] c"g_71432\00", align 1
@g_71435 = internal unnamed_addr constant [5 x [10 x i32]] [[10 x i32] [i32 -574384531, i32 1985843615, i32 257346244, i32 -1, i32 -1, i32 -1, i32 -1, i32 257346244, i32 1985843615, i32 -574384531], [10 x i32] [i32 1985843615, i32 577039832, i32 1, i32 -1, i32 -1889097650, i32 -574384531, i32 -1889097650, i32 -1, i32 1, i32 577039832], [10 x i32] [i32 -202135608, i32 257346244, i32 -574384531, i32 577039832, i32 -1889097650, i32 1622329031, i32 1622329031, i32 -1889097650, i32 577039832, i32 -574384531], [10 x i32] [i32 -1889097650, i32 -1889097650, i32 1985843615, i32 -202135608, i32 -1, i32 1622329031, i32 1, i32 1622329031, i32 -1, i32 -202135608], [10 x i32] [i32 -202135608, i32 -3, i32 -202135608, i32 1622329031, i32 -1, i32 -574384531, i32 1, i32 1, i32 -574384531, i32 -1]], align 16
@.str.859 = private unnamed_addr constant [14 x i8] c"g_71435[i][j]\00", align 1
@.str.860 = private unnamed_addr constant [8 x i8] c"g_71437\00", align 1
@g_71444 = internal unnamed_addr constant [10 x [9 x i16]] [[9 x i16] [i16 1, i16 -1, i16 -7270, i16 3, i16 -4427, i16 3, i16 -7270, i16 -1, i16 1], [9 x i16] [i16 -666, i16 -2, i16 0, i16 -7270, i16 -3, i16 -1, i16 -5505, i16 -1, i16 -3], [9 x i16] [i16 4, i16 -5505, i16 -5505, i16 4, i16 3, i16 -2, i16 -7578, i16 -3, i16 0], [9 x i16] [i16 -666, i16 -3, i16 -5505, i16 2, i16 2, i16 -5505, i16 -3, i16 -666, i16 -4427], [9 x i16] [i16 1, i16 2, i16 0, i16 -666, i16 3, i16 -3, i16 -3, i16 3, i16 -666], [9 x i16] [i16 -7270, i16 1, i16 -7270, i16 -2, i16 -3, i16 2, i16 -7578, i16 -4427, i16 -4427], [9 x i16] [i16 -5505, i16 1, i16 -4427, i16 -3, i16 -4427, i16 1, i16 -5505, i16 -7578, i16 0], [9 x i16] [i16 -7578, i16 2, i16 -3, i16 -2, i16 -7270, i16 1, i16 -7270, i16 -2, i16 -3], [9 x i16] [i16 -3, i16 -3, i16 3, i16 -666, i16 0, i16 2, i16 1, i16 -7578, i16 1], [9 x i16] [i16 -3, i16 -5505, i16 2, i16 -5505, i16 4, i16 3, i16 -2, i16 -7578, i16 -3]], align 16
@.str.861 = private unnamed_addr constant [14 x i8] c"g_71444[i][j]\00", align 1
@.str.862 = private unnamed_addr constant [8 x i8] c"g_71504\00", align 1
@.str.863 = private unnamed_addr constant [8 x i8] c"g_71567\00", align 1
@.str.864 = private unnamed_addr constant [8 x i8] c"g_71642\00", align 1
@.str.865 = private unnamed_addr constant [8 x i8] c"g_71733\00", align 1
@.str.866 = private unnamed_addr constant [8 x i8] c"g_71798\00", align 1
@.str.867 = private unnamed_addr constant [8 x i8] c"g_71905\00", align 1
@.str.868 = private unnamed_addr constant [11 x i8] c"g_71933[i]\00", align 1
@.str.869 = private unnamed_addr constant [14 x i8] c"g_72092[i][j]\00", align 1
@.str.870 = private unnamed_addr constant [8 x i8] c"g_72172\00", align 1
@.str.871 = private unnamed_addr constant [8 x i8] c"g_72343\00", align 1
@.str.872 = private unnamed_addr constant [8 x i8] c"g_72377\00", align 1
@.str.873 = private unnamed_addr constant [8 x i8] c"g_72442\00", align 1
@.str.874 = private unnamed_addr constant [14 x i8] c"g_72484[i][j]\00", align 1
@.str.875 = private unnamed_addr constant [8 x i8] c"g_72486\00", align 1
@.str.876 = private unnamed_addr constant [8 x i8] c"g_72638\00", align 1
@.str.877 = private unnamed_addr constant [8 x i8] c"g_72641\00", align 1
@.str.878 = private unnamed_addr constant [8 x i8] c"g_72725\00", align 1
@.str.879 = private unnamed_addr constant [8 x i8] c"g_72756\00", align 1
@.str.880 = private unnamed_addr constant [8 x i8] c"g_72937\00", align 1
@.str.881 = private unnamed_addr constant [8 x i8] c"g_73226\00", align 1
@.str.882 = private unnamed_addr constant [8 x i8] c"g_73304\00", align 1
@.str.883 = private unnamed_addr constant [11 x i8] c"g_73332[i]\00", align 1
@.str.884 = private unnamed_addr constant [11 x i8] c"g_73435[i]\00", align 1
@.str.885 = private unnamed_addr constant [11 x i8] c"g_73464[i]\00", align 1
@.str.886 = private unnamed_addr constant [8 x i8] c"g_73600\00", align 1
@.str.887 = private unnamed_addr constant [11 x i8] c"g_73664[i]\00", align 1
@.str.888 = private unnamed_addr constant [8 x i8] c"g_73883\00", align 1
@.str.889 = private unnamed_addr constant [8 x i8] c"g_73916\00", align 1
@.str.890 = private unnamed_addr constant [8 x i8] c"g_74109\00", align 1
@.str.891 = private unnamed_addr constant [8 x i8] c"g_74155\00", align 1
@.str.892 = private unnamed_addr constant [8 x i8] c"g_74264\00", align 1
@.str.893 = private unnamed_addr constant [8 x i8] c"g_74374\00", align 1
@.str.894 = private unnamed_addr constant [11 x i8] c"g_74391[i]\00", align 1
@.str.895 = private unnamed_addr constant [8 x i8] c"g_74711\00", align 1
@g_74761 = internal global [2 x [10 x i16]] [[10 x i16] [i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165], [10 x i16] [i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165, i16 -3165]], align 16
@.str.896 = private unnamed_addr constant [14 x i8] c"g_74761[i][j]\00", align 1
@.str.897 = private unnamed_addr constant [8 x i8] c"g_74770\00", align 1
@g_74785 = internal unnamed_addr constant [4 x [7 x i32]] [[7 x i32] [i32 1, i32 1, i32 1368577530, i32 1, i32 1, i32 1368577530, i32 1], [7 x i32] [i32 1, i32 -862020966, i32 -862020966, i32 1, i32 -862020966, i32 -862020966, i32 1], [7 x i32] [i32 -862020966, i32 1, i32 -862020966, i32 -862020966, i32 1, i32 -862020966, i32 -862020966], [7 x i32] [i32 1, i32 1, i32 1368577530, i32 1, i32 1, i32 1368577530, i32 1]], align 16
@.str.898 = private unnamed_addr constant [14 x i8] c"g_74785[i][j]\00", align 1
@g_74936 = internal global i64 7697938476236290322, align 8
@.str.899 = private unnamed_addr constant [8 x i8] c"g_74936\00", align 1
@g_74947 = internal global i32 6, align 4
@.str.900 = private unnamed_addr constant [8 x i8] c"g_74947\00", align 1
@g_74995 = internal global [3 x [5 x i8]] [[5 x i8] c"\F8\F8\F8\F8\F8", [5 x i8] c"LLLLL", [5 x i8] c"\F8\F8\F8\F8\F8"], align 1
@.str.901 = private unnamed_addr constant [14 x i8] c"g_74995[i][j]\00", align 1
@g_75065 = internal global i16 -1750, align 2
@.str.902 = private unnamed_addr constant [8 x i8] c"g_75065\00", align 1
@g_75095 = internal global i64 0, align 8
@.str.903 = private unnamed_addr constant [8 x i8] c"g_75095\00", align 1
@g_75253 = internal global [3 x [2 x i64]] [[2 x i64] [i64 -9, i64 -9], [2 x i64] [i64 -9, i64 -9], [2 x i64] [i64 -9, i64 -9]], align 16
@.str.904 = private unnamed_addr constant [14 x i8] c"g_75253[i][j]\00", align 1
@g_75291 = internal global [7 x [6 x [6 x i32]]] [[6 x [6 x i32]] [[6 x i32] [i32 1271963772, i32 0, i32 8, i32 -714368706, i32 -1126743334, i32 -914284352], [6 x i32] [i32 0, i32 5, i32 26538499, i32 -1273063425, i32 -1811425439, i32 -2074532268], [6 x i32] [i32 -4229953, i32 -2074532268, i32 -54607004, i32 -1569060552, i32 8, i32 -2093637946], [6 x i32] [i32 -4229953, i32 -1364239427, i32 1, i32 -1273063425, i32 1680352922, i32 329433864], [6 x i32] [i32 0, i32 -1, i32 -1247753875, i32 -714368706, i32 -4, i32 1], [6 x i32] [i32 1271963772, i32 -1, i32 -1126743334, i32 -1, i32 1271963772, i32 -519036959]], [6 x [6 x i32]] [[6 x i32] [i32 26538499, i32 -3, i32 1271963772, i32 -1780466798, i32 188244927, i32 -1273063425], [6 x i32] [i32 -4, i32 -914284352, i32 -2, i32 -3, i32 0, i32 -1273063425], [6 x i32] [i32 -54607004, i32 2, i32 1271963772, i32 1, i32 -2, i32 -519036959], [6 x i32] [i32 0, i32 -1, i32 -1126743334, i32 5, i32 -2062158884, i32 1], [6 x i32] [i32 -1112008426, i32 -1845142680, i32 -1247753875, i32 5, i32 138250752, i32 329433864], [6 x i32] [i32 -1247753875, i32 3, i32 1, i32 5, i32 -1, i32 -2093637946]], [6 x [6 x i32]] [[6 x i32] [i32 9, i32 716614967, i32 -54607004, i32 329433864, i32 -1, i32 -1842827324], [6 x i32] [i32 -4229953, i32 -3, i32 -2073540203, i32 9, i32 -54607004, i32 5], [6 x i32] [i32 -1, i32 -1992023747, i32 0, i32 2, i32 -2, i32 2], [6 x i32] [i32 6, i32 -714368706, i32 6, i32 -1273063425, i32 1777464929, i32 -2093637946], [6 x i32] [i32 -1247753875, i32 9, i32 -2, i32 -1992023747, i32 5, i32 1758469058], [6 x i32] [i32 0, i32 5, i32 138250752, i32 -1992023747, i32 -4229953, i32 -1273063425]], [6 x [6 x i32]] [[6 x i32] [i32 -1247753875, i32 -2074532268, i32 -1811425439, i32 -1273063425, i32 26538499, i32 5], [6 x i32] [i32 6, i32 670533777, i32 1206173647, i32 2, i32 9, i32 716614967], [6 x i32] [i32 -1, i32 -1273063425, i32 1271963772, i32 9, i32 0, i32 670533777], [6 x i32] [i32 -4229953, i32 716614967, i32 587268296, i32 3, i32 0, i32 -914284352], [6 x i32] [i32 -1126743334, i32 -1842827324, i32 587268296, i32 -1569060552, i32 -1, i32 670533777], [6 x i32] [i32 -4, i32 -1569060552, i32 1271963772, i32 -1364239427, i32 536819492, i32 716614967]], [6 x [6 x i32]] [[6 x i32] [i32 587268296, i32 5, i32 1206173647, i32 2073882128, i32 1206173647, i32 5], [6 x i32] [i32 5, i32 3, i32 -1811425439, i32 329433864, i32 1680352922, i32 -1273063425], [6 x i32] [i32 1680352922, i32 0, i32 138250752, i32 -2074532268, i32 1271963772, i32 1758469058], [6 x i32] [i32 9, i32 0, i32 -2, i32 -1845142680, i32 1680352922, i32 -2093637946], [6 x i32] [i32 -2073540203, i32 3, i32 6, i32 670533777, i32 1206173647, i32 2], [6 x i32] [i32 26538499, i32 5, i32 0, i32 1758469058, i32 536819492, i32 5]], [6 x [6 x i32]] [[6 x i32] [i32 549200791, i32 -1569060552, i32 -2073540203, i32 1, i32 -1, i32 -1842827324], [6 x i32] [i32 1271963772, i32 -1842827324, i32 1680352922, i32 5, i32 0, i32 -1], [6 x i32] [i32 1271963772, i32 716614967, i32 -1112008426, i32 1, i32 0, i32 3], [6 x i32] [i32 549200791, i32 -1273063425, i32 -4, i32 1758469058, i32 9, i32 329433864], [6 x i32] [i32 26538499, i32 670533777, i32 536819492, i32 670533777, i32 26538499, i32 -1], [6 x i32] [i32 -2073540203, i32 -2074532268, i32 26538499, i32 -1845142680, i32 -4229953, i32 1]], [6 x [6 x i32]] [[6 x i32] [i32 9, i32 5, i32 1777464929, i32 -2074532268, i32 5, i32 1], [6 x i32] [i32 1680352922, i32 9, i32 26538499, i32 329433864, i32 1777464929, i32 -1], [6 x i32] [i32 5, i32 -714368706, i32 536819492, i32 2073882128, i32 -2, i32 329433864], [6 x i32] [i32 587268296, i32 -1992023747, i32 -4, i32 -1364239427, i32 -54607004, i32 3], [6 x i32] [i32 -4, i32 -3, i32 -1112008426, i32 -1569060552, i32 -2062158884, i32 -1], [6 x i32] [i32 -1126743334, i32 -1, i32 1680352922, i32 3, i32 -2062158884, i32 -1842827324]]], align 16
@.str.905 = private unnamed_addr constant [17 x i8] c"g_75291[i][j][k]\00", align 1
@.str.906 = private unnamed_addr constant [8 x i8] c"g_75320\00", align 1
@.str.907 = private unnamed_addr constant [8 x i8] c"g_75400\00", align 1
@.str.908 = private unnamed_addr constant [8 x i8] c"g_75409\00", align 1
@.str.909 = private unnamed_addr constant [8 x i8] c"g_75535\00", align 1
@g_75616 = internal global i32 5, align 4
@.str.910 = private unnamed_addr constant [8 x i8] c"g_75616\00", align 1
@g_75717 = internal global [6 x i64] [i64 8935973983707019132, i64 8935973983707019132, i64 8935973983707019132, i64 8935973983707019132, i64 8935973983707019132, i64 8935973983707019132], align 16
@.str.911 = private unnamed_addr constant [11 x i8] c"g_75717[i]\00", align 1
@g_75860 = internal unnamed_addr constant [8 x [6 x [5 x i8]]] [[6 x [5 x i8]] [[5 x i8] c"\00\09\FF\05\F6", [5 x i8] c"\DD\09\052\01", [5 x i8] c"\00\AC\93\FE2", [5 x i8] c"<\FF\01\A3\01", [5 x i8] c"\93\93%\FA\1A", [5 x i8] c"M\01\D3\09\FF"], [6 x [5 x i8]] [[5 x i8] c"\05\FF\FF\F8\06", [5 x i8] c"|\01\00\00)", [5 x i8] c"\FF\93\AA\99\05", [5 x i8] c"%\FF|\1A\CC", [5 x i8] c"\ED\AC\07\E5\02", [5 x i8] c"\F9\09\FF!\08"], [6 x [5 x i8]] [[5 x i8] c"\D3\D6L\08;", [5 x i8] c"\00\00\FA);", [5 x i8] c"2\07\FF\F6\08", [5 x i8] c"\0A\F62\ED\02", [5 x i8] c"\F6M)M\CC", [5 x i8] c"\FFA\E5\05\05"], [6 x [5 x i8]] [[5 x i8] c"\F8\99\F8\F9)", [5 x i8] c";\02\D6\FF\06", [5 x i8] c"M\01\F6\F6\FF", [5 x i8] c"\00\DD\D6\06\1A", [5 x i8] c"A\F8\F8\FC\01", [5 x i8] c"\01M\E5\FE2"], [6 x [5 x i8]] [[5 x i8] c"\00\01)\06\01", [5 x i8] c"x\FF2\00\F6", [5 x i8] c"\1A\FF\FFM\A7", [5 x i8] c"\D3\FE\FA|\FF", [5 x i8] c"\D3\FAL\01\FF", [5 x i8] c"\1A\00\FF\A7\FF"], [6 x [5 x i8]] [[5 x i8] c"x\F9\07<\F8", [5 x i8] c"\00\92|\FF\F9", [5 x i8] c"\01\AA\AA\01\00", [5 x i8] c"A\F6\00\AA\FE", [5 x i8] c"\00\A3\FF\D6\92", [5 x i8] c"M2\D3\AA\FF"], [6 x [5 x i8]] [[5 x i8] c";\FF%\01M", [5 x i8] c"\F8\FC\01\FFC", [5 x i8] c"\FF\FF\FE\06\F8", [5 x i8] c";\F6<\01\FF", [5 x i8] c"\FF\00\D3\DD%", [5 x i8] c"\FFM\A7\09\06"], [6 x [5 x i8]] [[5 x i8] c"LM\CC\01A", [5 x i8] c"\FA\00%\92\F8", [5 x i8] c"\F6\F6\01M\FF", [5 x i8] c"C\05\00x\08", [5 x i8] c"\FF\00\DD\00\FF", [5 x i8] c"\05\FF\06\A3\FE"]], align 16
@.str.912 = private unnamed_addr constant [17 x i8] c"g_75860[i][j][k]\00", align 1
@.str.913 = private unnamed_addr constant [8 x i8] c"g_75981\00", align 1
@g_76055 = internal unnamed_addr constant [7 x [10 x [3 x i32]]] [[10 x [3 x i32]] [[3 x i32] [i32 1055288935, i32 -1, i32 -1609607969], [3 x i32] [i32 -6, i32 -944576358, i32 -6], [3 x i32] [i32 1119175516, i32 -1563292712, i32 -1609607969], [3 x i32] [i32 1277719081, i32 0, i32 0], [3 x i32] [i32 -6, i32 1055288935, i32 0], [3 x i32] [i32 -1563292712, i32 -912638765, i32 -1609607969], [3 x i32] [i32 1, i32 -1, i32 -6], [3 x i32] [i32 0, i32 1055288935, i32 -1609607969], [3 x i32] [i32 1119175516, i32 1119175516, i32 0], [3 x i32] [i32 1, i32 -1, i32 0]], [10 x [3 x i32]] [[3 x i32] [i32 -1, i32 -944576358, i32 -1609607969], [3 x i32] [i32 5, i32 -912638765, i32 -6], [3 x i32] [i32 1277719081, i32 -1, i32 -1609607969], [3 x i32] [i32 0, i32 1277719081, i32 0], [3 x i32] [i32 5, i32 -1563292712, i32 0], [3 x i32] [i32 1055288935, i32 -1, i32 -1609607969], [3 x i32] [i32 -6, i32 -944576358, i32 -6], [3 x i32] [i32 1119175516, i32 -1563292712, i32 -1609607969], [3 x i32] [i32 1277719081, i32 0, i32 0], [3 x i32] [i32 -6, i32 1055288935, i32 0]], [10 x [3 x i32]] [[3 x i32] [i32 -1563292712, i32 -912638765, i32 -1609607969], [3 x i32] [i32 1, i32 -1, i32 -6], [3 x i32] [i32 0, i32 1055288935, i32 -1609607969], [3 x i32] [i32 1119175516, i32 1119175516, i32 0], [3 x i32] [i32 1, i32 -1, i32 0], [3 x i32] [i32 -1, i32 -944576358, i32 -1609607969], [3 x i32] [i32 5, i32 -912638765, i32 -6], [3 x i32] [i32 1277719081, i32 -1, i32 -1609607969], [3 x i32] [i32 0, i32 1277719081, i32 0], [3 x i32] [i32 5, i32 -1563292712, i32 0]], [10 x [3 x i32]] [[3 x i32] [i32 1055288935, i32 -1, i32 -1609607969], [3 x i32] [i32 -6, i32 -944576358, i32 -6], [3 x i32] [i32 1119175516, i32 -1563292712, i32 -1609607969], [3 x i32] [i32 1277719081, i32 0, i32 0], [3 x i32] [i32 -6, i32 1055288935, i32 0], [3 x i32] [i32 -1563292712, i32 -912638765, i32 -1609607969], [3 x i32] [i32 1, i32 -1, i32 -6], [3 x i32] [i32 0, i32 1055288935, i32 -1609607969], [3 x i32] [i32 1119175516, i32 1119175516, i32 0], [3 x i32] [i32 1, i32 -1, i32 0]], [10 x [3 x i32]] [[3 x i32] [i32 -1, i32 -944576358, i32 -1609607969], [3 x i32] [i32 5, i32 -912638765, i32 -6], [3 x i32] [i32 1277719081, i32 -1, i32 -1609607969], [3 x i32] [i32 0, i32 1277719081, i32 0], [3 x i32] [i32 5, i32 -1563292712, i32 0], [3 x i32] [i32 1055288935, i32 -1, i32 -1609607969], [3 x i32] [i32 -6, i32 -944576358, i32 -6], [3 x i32] [i32 1119175516, i32 -1563292712, i32 -912638765], [3 x i32] [i32 -1, i32 1818396559, i32 5], [3 x i32] [i32 612248214, i32 -2, i32 5]], [10 x [3 x i32]] [[3 x i32] [i32 9, i32 0, i32 -912638765], [3 x i32] [i32 1951216666, i32 -1, i32 0], [3 x i32] [i32 1818396559, i32 -2, i32 -912638765], [3 x i32] [i32 -7, i32 -7, i32 5], [3 x i32] [i32 1951216666, i32 -1369317563, i32 5], [3 x i32] [i32 -1369317563, i32 -1007029936, i32 -912638765], [3 x i32] [i32 1723224544, i32 0, i32 0], [3 x i32] [i32 -1, i32 -1369317563, i32 -912638765], [3 x i32] [i32 1818396559, i32 -1, i32 5], [3 x i32] [i32 1723224544, i32 9, i32 5]], [10 x [3 x i32]] [[3 x i32] [i32 -2, i32 -1, i32 -912638765], [3 x i32] [i32 612248214, i32 -1007029936, i32 0], [3 x i32] [i32 -7, i32 9, i32 -912638765], [3 x i32] [i32 -1, i32 1818396559, i32 5], [3 x i32] [i32 612248214, i32 -2, i32 5], [3 x i32] [i32 9, i32 0, i32 -912638765], [3 x i32] [i32 1951216666, i32 -1, i32 0], [3 x i32] [i32 1818396559, i32 -2, i32 -912638765], [3 x i32] [i32 -7, i32 -7, i32 5], [3 x i32] [i32 1951216666, i32 -1369317563, i32 5]]], align 16
@.str.914 = private unnamed_addr constant [17 x i8] c"g_76055[i][j][k]\00", align 1
@.str.915 = private unnamed_addr constant [8 x i8] c"g_76058\00", align 1
@.str.916 = private unnamed_addr constant [8 x i8] c"g_76111\00", align 1
@.str.917 = private unnamed_addr constant [8 x i8] c"g_76132\00", align 1
@.str.918 = private unnamed_addr constant [8 x i8] c"g_76195\00", align 1
@.str.919 = private unnamed_addr constant [11 x i8] c"g_76202[i]\00", align 1
@.str.920 = private unnamed_addr constant [8 x i8] c"g_76274\00", align 1
@g_76371 = internal global i8 -1, align 1
@.str.921 = private unnamed_addr constant [8 x i8] c"g_76371\00", align 1
@g_76375 = internal unnamed_addr constant [9 x [10 x i16]] [[10 x i16] [i16 -1, i16 -4, i16 9, i16 0, i16 7, i16 0, i16 9, i16 -4, i16 -1, i16 -5], [10 x i16] [i16 -3, i16 -4, i16 25760, i16 0, i16 802, i16 0, i16 25760, i16 -4, i16 -3, i16 -5], [10 x i16] [i16 -1, i16 -4, i16 9, i16 0, i16 7, i16 0, i16 9, i16 -4, i16 -1, i16 -5], [10 x i16] [i16 -3, i16 -4, i16 25760, i16 0, i16 802, i16 0, i16 25760, i16 -4, i16 -3, i16 -5], [10 x i16] [i16 -1, i16 -4, i16 9, i16 0, i16 7, i16 0, i16 9, i16 -4, i16 -1, i16 -5], [10 x i16] [i16 -3, i16 -4, i16 25760, i16 0, i16 802, i16 0, i16 25760, i16 -4, i16 -3, i16 -5], [10 x i16] [i16 -1, i16 -4, i16 9, i16 0, i16 7, i16 0, i16 9, i16 -4, i16 -1, i16 -5], [10 x i16] [i16 -3, i16 -4, i16 25760, i16 0, i16 802, i16 0, i16 25760, i16 -4, i16 -3, i16 -5], [10 x i16] [i16 -1, i16 -4, i16 9, i16 0, i16 7, i16 0, i16 9, i16 -4, i16 -1, i16 -5]], align 16
@.str.922 = private unnamed_addr constant [14 x i8] c"g_76375[i][j]\00", align 1
@.str.923 = private unnamed_addr constant [8 x i8] c"g_76387\00", align 1
@g_76550 = internal global [10 x [5 x [5 x i64]]] [[5 x [5 x i64]] [[5 x i64] [i64 2, i64 3895908745187369933, i64 0, i64 346434659772488992, i64 271341158477447748], [5 x i64] [i64 3977483904577112675, i64 6, i64 0, i64 7065116456349784847, i64 980929410430190266], [5 x i64] [i64 -1, i64 -2, i64 -752808384104542530, i64 1, i64 0], [5 x i64] [i64 1, i64 0, i64 0, i64 1, i64 -10], [5 x i64] [i64 -6, i64 4, i64 0, i64 2, i64 -1]], [5 x [5 x i64]] [[5 x i64] [i64 2578441237932703895, i64 -3384501260962798274, i64 7065116456349784847, i64 227747470986218681, i64 1], [5 x i64] [i64 823253522097504622, i64 4, i64 -1, i64 -8635332867762045336, i64 -7024045637489986483], [5 x i64] [i64 1806366138405049950, i64 -1, i64 -869664034988401048, i64 -1301089946164905714, i64 227747470986218681], [5 x i64] [i64 -6043879711585397996, i64 2, i64 6392504156358140358, i64 -6767416106569105520, i64 -2], [5 x i64] [i64 -1, i64 1643245394712364521, i64 7065116456349784847, i64 8, i64 -10]], [5 x [5 x i64]] [[5 x i64] [i64 -1, i64 0, i64 0, i64 0, i64 2], [5 x i64] [i64 -1111596929828999721, i64 -1301089946164905714, i64 -4637496964878753346, i64 -1, i64 0], [5 x i64] [i64 7, i64 3895908745187369933, i64 -2, i64 8813774083898539753, i64 5290572646633745397], [5 x i64] [i64 0, i64 7065116456349784847, i64 -1, i64 -6, i64 -1], [5 x i64] [i64 -546818243667032794, i64 -546818243667032794, i64 4, i64 -7064754653351539467, i64 100147573900025713]], [5 x [5 x i64]] [[5 x i64] [i64 7888067408939931852, i64 -8202889021369452474, i64 -10, i64 -1, i64 2463118755526655178], [5 x i64] [i64 289752850817205283, i64 5, i64 -7969609210720569236, i64 0, i64 8020994250946813136], [5 x i64] [i64 -2719982915008340256, i64 -8202889021369452474, i64 1643245394712364521, i64 -6043513639097678385, i64 0], [5 x i64] [i64 6392504156358140358, i64 -546818243667032794, i64 4, i64 289752850817205283, i64 -6], [5 x i64] [i64 -4637496964878753346, i64 7065116456349784847, i64 -7, i64 -1111596929828999721, i64 1806366138405049950]], [5 x [5 x i64]] [[5 x i64] [i64 -9, i64 3895908745187369933, i64 -3103409728536905131, i64 -7140416653523995622, i64 -3102134853266850756], [5 x i64] [i64 -8202889021369452474, i64 -1301089946164905714, i64 6689099322463116385, i64 1908274403904806837, i64 -1], [5 x i64] [i64 823253522097504622, i64 0, i64 1065673495251538986, i64 -1620215738691072946, i64 4], [5 x i64] [i64 -1, i64 1643245394712364521, i64 -1, i64 -10, i64 1908274403904806837], [5 x i64] [i64 0, i64 2, i64 -6767416106569105520, i64 2, i64 0]], [5 x [5 x i64]] [[5 x i64] [i64 -1, i64 -1, i64 -1111596929828999721, i64 1, i64 -1], [5 x i64] [i64 0, i64 2, i64 -1, i64 7, i64 -9], [5 x i64] [i64 0, i64 -1, i64 -10, i64 -1, i64 -1], [5 x i64] [i64 -5, i64 7, i64 8118852550493024099, i64 0, i64 0], [5 x i64] [i64 -1, i64 -7, i64 0, i64 -10, i64 1908274403904806837]], [5 x [5 x i64]] [[5 x i64] [i64 0, i64 -7969609210720569236, i64 3895908745187369933, i64 4, i64 4], [5 x i64] [i64 6, i64 -1, i64 -1, i64 1, i64 -1], [5 x i64] [i64 -9, i64 -3103409728536905131, i64 -1620215738691072946, i64 -5704144445867567708, i64 -3102134853266850756], [5 x i64] [i64 -10, i64 8084790684048385605, i64 -9, i64 -7, i64 1806366138405049950], [5 x i64] [i64 -752808384104542530, i64 1, i64 0, i64 -6, i64 -6]], [5 x [5 x i64]] [[5 x i64] [i64 8084790684048385605, i64 7888067408939931852, i64 8084790684048385605, i64 0, i64 0], [5 x i64] [i64 -1, i64 0, i64 0, i64 0, i64 8020994250946813136], [5 x i64] [i64 5273635642456536407, i64 980929410430190266, i64 0, i64 6, i64 2463118755526655178], [5 x i64] [i64 -5704144445867567708, i64 0, i64 0, i64 8020994250946813136, i64 100147573900025713], [5 x i64] [i64 6872107639146793077, i64 1806366138405049950, i64 8084790684048385605, i64 6689099322463116385, i64 -1]], [5 x [5 x i64]] [[5 x i64] [i64 -4, i64 0, i64 0, i64 -1, i64 5290572646633745397], [5 x i64] [i64 -7, i64 6872107639146793077, i64 -9, i64 1, i64 0], [5 x i64] [i64 8020994250946813136, i64 5290572646633745397, i64 -1620215738691072946, i64 8222577416430911149, i64 2], [5 x i64] [i64 1, i64 -3384501260962798274, i64 -1, i64 -9, i64 -10], [5 x i64] [i64 -6767416106569105520, i64 -1, i64 -3103409728536905131, i64 1065673495251538986, i64 -7969609210720569236]], [5 x [5 x i64]] [[5 x i64] [i64 -1, i64 -2719982915008340256, i64 -6043513639097678385, i64 -6043513639097678385, i64 -2719982915008340256], [5 x i64] [i64 0, i64 -1, i64 7974462353234579185, i64 -7140416653523995622, i64 0], [5 x i64] [i64 7888067408939931852, i64 0, i64 6872107639146793077, i64 6689099322463116385, i64 -7489774085258081209], [5 x i64] [i64 -1, i64 -1620215738691072946, i64 4, i64 -5, i64 7], [5 x i64] [i64 7888067408939931852, i64 -1, i64 2578441237932703895, i64 8084790684048385605, i64 5633950981552839929]]], align 16
@.str.924 = private unnamed_addr constant [17 x i8] c"g_76550[i][j][k]\00", align 1
@.str.925 = private unnamed_addr constant [8 x i8] c"g_76598\00", align 1
@.str.926 = private unnamed_addr constant [8 x i8] c"g_76599\00", align 1
@crc32_context = internal unnamed_addr global i32 -1, align 4
@crc32_tab = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@g_522 = internal global ptr @g_523, align 8
@g_283 = internal global ptr @g_163, align 8
@g_523 = internal global ptr @g_283, align 8
@g_5749 = internal global ptr @g_275, align 8
@g_1757 = internal unnamed_addr global ptr null, align 8
@g_28743 = internal global ptr @g_5749, align 8
@.str.972 = private unnamed_addr constant [36 x i8] c"...checksum after hashing %s : %lX\0A\00", align 1
@.str.973 = private unnamed_addr constant [15 x i8] c"checksum = %X\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = icmp eq i32 %0, 2
  br i1 %4, label %5, label %21

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = add nsw i32 %9, -49
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %5
  %13 = getelementptr inbounds i8, ptr %7, i64 1
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  br label %16

16:                                               ; preds = %5, %12
  %17 = phi i32 [ %10, %5 ], [ %15, %12 ]
  %18 = icmp ne i32 %17, 0
  %19 = xor i1 %18, true
  %20 = zext i1 %19 to i32
  br label %21

21:                                               ; preds = %2, %16
  %22 = phi i1 [ true, %2 ], [ %18, %16 ]
  %23 = phi i32 [ 0, %2 ], [ %20, %16 ]
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi i64 [ 0, %21 ], [ %68, %24 ]
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %21 ], [ %69, %24 ]
  %27 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %28 = icmp eq <4 x i32> %27, zeroinitializer
  %29 = lshr <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %30 = xor <4 x i32> %29, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %31 = select <4 x i1> %28, <4 x i32> %29, <4 x i32> %30
  %32 = and <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %33 = icmp eq <4 x i32> %32, zeroinitializer
  %34 = lshr <4 x i32> %31, <i32 1, i32 1, i32 1, i32 1>
  %35 = xor <4 x i32> %34, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %36 = select <4 x i1> %33, <4 x i32> %34, <4 x i32> %35
  %37 = and <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %38 = icmp eq <4 x i32> %37, zeroinitializer
  %39 = lshr <4 x i32> %36, <i32 1, i32 1, i32 1, i32 1>
  %40 = xor <4 x i32> %39, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %41 = select <4 x i1> %38, <4 x i32> %39, <4 x i32> %40
  %42 = and <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %43 = icmp eq <4 x i32> %42, zeroinitializer
  %44 = lshr <4 x i32> %41, <i32 1, i32 1, i32 1, i32 1>
  %45 = xor <4 x i32> %44, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %46 = select <4 x i1> %43, <4 x i32> %44, <4 x i32> %45
  %47 = and <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %48 = icmp eq <4 x i32> %47, zeroinitializer
  %49 = lshr <4 x i32> %46, <i32 1, i32 1, i32 1, i32 1>
  %50 = xor <4 x i32> %49, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %51 = select <4 x i1> %48, <4 x i32> %49, <4 x i32> %50
  %52 = and <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %53 = icmp eq <4 x i32> %52, zeroinitializer
  %54 = lshr <4 x i32> %51, <i32 1, i32 1, i32 1, i32 1>
  %55 = xor <4 x i32> %54, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %56 = select <4 x i1> %53, <4 x i32> %54, <4 x i32> %55
  %57 = and <4 x i32> %56, <i32 1, i32 1, i32 1, i32 1>
  %58 = icmp eq <4 x i32> %57, zeroinitializer
  %59 = lshr <4 x i32> %56, <i32 1, i32 1, i32 1, i32 1>
  %60 = xor <4 x i32> %59, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %61 = select <4 x i1> %58, <4 x i32> %59, <4 x i32> %60
  %62 = and <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>
  %63 = icmp eq <4 x i32> %62, zeroinitializer
  %64 = lshr <4 x i32> %61, <i32 1, i32 1, i32 1, i32 1>
  %65 = xor <4 x i32> %64, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %66 = select <4 x i1> %63, <4 x i32> %64, <4 x i32> %65
  %67 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %25
  store <4 x i32> %66, ptr %67, align 16, !tbaa !9
  %68 = add nuw i64 %25, 4
  %69 = add <4 x i32> %26, <i32 4, i32 4, i32 4, i32 4>
  %70 = icmp eq i64 %68, 256
  br i1 %70, label %71, label %24, !llvm.loop !11

71:                                               ; preds = %24
  %72 = load volatile i64, ptr @g_7, align 8, !tbaa !15
  store i16 1, ptr @g_9, align 2, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3
  %73 = load ptr, ptr @g_283, align 8, !tbaa !5
  store i16 -13474, ptr %73, align 2, !tbaa !17
  %74 = load i32, ptr getelementptr inbounds (i8, ptr @g_5511, i64 44), align 4, !tbaa !9
  store i32 %74, ptr @g_56300.3, align 16, !tbaa !9
  %75 = load ptr, ptr @g_522, align 8, !tbaa !5
  %76 = load ptr, ptr %75, align 8, !tbaa !5
  %77 = load ptr, ptr %76, align 8, !tbaa !5
  store i16 0, ptr %77, align 2, !tbaa !17
  %78 = load ptr, ptr @g_5749, align 8, !tbaa !5
  %79 = load i32, ptr %78, align 4, !tbaa !9
  %80 = icmp ne i32 %79, 0
  %81 = zext i1 %80 to i16
  %82 = load volatile ptr, ptr @g_522, align 8, !tbaa !5
  %83 = load ptr, ptr %82, align 8, !tbaa !5
  %84 = load ptr, ptr %83, align 8, !tbaa !5
  store i16 %81, ptr %84, align 2, !tbaa !17
  %85 = select i1 %80, i32 34, i32 0
  store i32 %85, ptr @g_29123, align 4, !tbaa !9
  %86 = load ptr, ptr @g_283, align 8, !tbaa !5
  store i16 -1, ptr %86, align 2, !tbaa !17
  store i64 1, ptr @g_536, align 8, !tbaa !15
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_13400, i64 88), align 8, !tbaa !9
  store i32 1, ptr getelementptr inbounds (i8, ptr @g_13497, i64 204), align 4, !tbaa !9
  store ptr getelementptr inbounds (i8, ptr @g_637, i64 32), ptr @g_283, align 8, !tbaa !5
  store ptr %3, ptr @g_1757, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @g_5511, i64 236), align 4, !tbaa !9
  %88 = or i32 %87, -366784916
  store i32 %88, ptr getelementptr inbounds (i8, ptr @g_5511, i64 236), align 4, !tbaa !9
  %89 = load volatile ptr, ptr @g_28743, align 8, !tbaa !5
  store volatile ptr null, ptr %89, align 8, !tbaa !5
  %90 = load volatile i64, ptr @g_7, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %90, ptr noundef nonnull @.str.1, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.2, i32 noundef %23)
  %91 = load i16, ptr @g_9, align 2, !tbaa !17
  %92 = sext i16 %91 to i64
  call fastcc void @transparent_crc(i64 noundef %92, ptr noundef nonnull @.str.3, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -111, ptr noundef nonnull @.str.4, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.5, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1258485615, ptr noundef nonnull @.str.6, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 131309705, ptr noundef nonnull @.str.7, i32 noundef %23)
  %93 = load i16, ptr @g_163, align 2, !tbaa !17
  %94 = zext i16 %93 to i64
  call fastcc void @transparent_crc(i64 noundef %94, ptr noundef nonnull @.str.8, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2167088299, ptr noundef nonnull @.str.9, i32 noundef %23)
  br i1 %22, label %97, label %95

95:                                               ; preds = %71
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %97

97:                                               ; preds = %95, %71
  call fastcc void @transparent_crc(i64 noundef -714936976, ptr noundef nonnull @.str.11, i32 noundef %23)
  br label %98

98:                                               ; preds = %117, %97
  %99 = phi i64 [ 0, %97 ], [ %118, %117 ]
  %100 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 0
  %101 = load i64, ptr %100, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %101, ptr noundef nonnull @.str.12, i32 noundef %23)
  br i1 %22, label %102, label %119

102:                                              ; preds = %98
  %103 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 1
  %104 = load i64, ptr %103, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %104, ptr noundef nonnull @.str.12, i32 noundef %23)
  %105 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 2
  %106 = load i64, ptr %105, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %106, ptr noundef nonnull @.str.12, i32 noundef %23)
  %107 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 3
  %108 = load i64, ptr %107, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %108, ptr noundef nonnull @.str.12, i32 noundef %23)
  %109 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 4
  %110 = load i64, ptr %109, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %110, ptr noundef nonnull @.str.12, i32 noundef %23)
  %111 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 5
  %112 = load i64, ptr %111, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %112, ptr noundef nonnull @.str.12, i32 noundef %23)
  %113 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 6
  %114 = load i64, ptr %113, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %114, ptr noundef nonnull @.str.12, i32 noundef %23)
  %115 = add nuw nsw i64 %99, 1
  %116 = icmp eq i64 %115, 4
  br i1 %116, label %148, label %117

117:                                              ; preds = %102, %119
  %118 = phi i64 [ %115, %102 ], [ %146, %119 ]
  br label %98, !llvm.loop !19

119:                                              ; preds = %98
  %120 = trunc nuw nsw i64 %99 to i32
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %120, i32 noundef 0)
  %122 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 1
  %123 = load i64, ptr %122, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %123, ptr noundef nonnull @.str.12, i32 noundef %23)
  %124 = trunc nuw nsw i64 %99 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %124, i32 noundef 1)
  %126 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 2
  %127 = load i64, ptr %126, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %127, ptr noundef nonnull @.str.12, i32 noundef %23)
  %128 = trunc nuw nsw i64 %99 to i32
  %129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %128, i32 noundef 2)
  %130 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 3
  %131 = load i64, ptr %130, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %131, ptr noundef nonnull @.str.12, i32 noundef %23)
  %132 = trunc nuw nsw i64 %99 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %132, i32 noundef 3)
  %134 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 4
  %135 = load i64, ptr %134, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %135, ptr noundef nonnull @.str.12, i32 noundef %23)
  %136 = trunc nuw nsw i64 %99 to i32
  %137 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %136, i32 noundef 4)
  %138 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 5
  %139 = load i64, ptr %138, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %139, ptr noundef nonnull @.str.12, i32 noundef %23)
  %140 = trunc nuw nsw i64 %99 to i32
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %140, i32 noundef 5)
  %142 = getelementptr inbounds [4 x [7 x i64]], ptr @g_206, i64 0, i64 %99, i64 6
  %143 = load i64, ptr %142, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %143, ptr noundef nonnull @.str.12, i32 noundef %23)
  %144 = trunc nuw nsw i64 %99 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %144, i32 noundef 6)
  %146 = add nuw nsw i64 %99, 1
  %147 = icmp eq i64 %146, 4
  br i1 %147, label %149, label %117

148:                                              ; preds = %102
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.14, i32 noundef %23)
  br label %151

149:                                              ; preds = %119
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.14, i32 noundef %23)
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %151

151:                                              ; preds = %148, %149
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.15, i32 noundef %23)
  %152 = load i32, ptr @g_275, align 4, !tbaa !9
  %153 = sext i32 %152 to i64
  call fastcc void @transparent_crc(i64 noundef %153, ptr noundef nonnull @.str.16, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 212, ptr noundef nonnull @.str.17, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 34, ptr noundef nonnull @.str.18, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.19, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -125, ptr noundef nonnull @.str.20, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  br i1 %22, label %154, label %155

154:                                              ; preds = %151
  call fastcc void @transparent_crc(i64 noundef 7926, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7926, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  br label %166

155:                                              ; preds = %151
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7926, ptr noundef nonnull @.str.21, i32 noundef %23)
  %157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.21, i32 noundef %23)
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.21, i32 noundef %23)
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 7926, ptr noundef nonnull @.str.21, i32 noundef %23)
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  %164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 20750, ptr noundef nonnull @.str.21, i32 noundef %23)
  %165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %166

166:                                              ; preds = %154, %155
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.22, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -10777, ptr noundef nonnull @.str.23, i32 noundef %23)
  br label %167

167:                                              ; preds = %166, %181
  %168 = phi i64 [ 0, %166 ], [ %182, %181 ]
  %169 = getelementptr inbounds [7 x [2 x i64]], ptr @g_399, i64 0, i64 %168, i64 0
  %170 = load i64, ptr %169, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %170, ptr noundef nonnull @.str.24, i32 noundef %23)
  br i1 %22, label %171, label %174

171:                                              ; preds = %167
  %172 = getelementptr inbounds [7 x [2 x i64]], ptr @g_399, i64 0, i64 %168, i64 1
  %173 = load i64, ptr %172, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %173, ptr noundef nonnull @.str.24, i32 noundef %23)
  br label %181

174:                                              ; preds = %167
  %175 = trunc nuw nsw i64 %168 to i32
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %175, i32 noundef 0)
  %177 = getelementptr inbounds [7 x [2 x i64]], ptr @g_399, i64 0, i64 %168, i64 1
  %178 = load i64, ptr %177, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %178, ptr noundef nonnull @.str.24, i32 noundef %23)
  %179 = trunc nuw nsw i64 %168 to i32
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %179, i32 noundef 1)
  br label %181

181:                                              ; preds = %171, %174
  %182 = add nuw nsw i64 %168, 1
  %183 = icmp eq i64 %182, 7
  br i1 %183, label %184, label %167, !llvm.loop !20

184:                                              ; preds = %181
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.25, i32 noundef %23)
  br i1 %22, label %187, label %185

185:                                              ; preds = %184
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %187

187:                                              ; preds = %185, %184
  call fastcc void @transparent_crc(i64 noundef 1299650640, ptr noundef nonnull @.str.26, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.27, i32 noundef %23)
  %188 = load i64, ptr @g_536, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %188, ptr noundef nonnull @.str.28, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.29, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 247324326, ptr noundef nonnull @.str.30, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.31, i32 noundef %23)
  br label %189

189:                                              ; preds = %187, %263
  %190 = phi i1 [ true, %187 ], [ false, %263 ]
  %191 = phi i64 [ 0, %187 ], [ 1, %263 ]
  %192 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 0
  %193 = load i16, ptr %192, align 2, !tbaa !17
  %194 = zext i16 %193 to i64
  call fastcc void @transparent_crc(i64 noundef %194, ptr noundef nonnull @.str.32, i32 noundef %23)
  br i1 %22, label %195, label %220

195:                                              ; preds = %189
  %196 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 1
  %197 = load i16, ptr %196, align 2, !tbaa !17
  %198 = zext i16 %197 to i64
  call fastcc void @transparent_crc(i64 noundef %198, ptr noundef nonnull @.str.32, i32 noundef %23)
  %199 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 2
  %200 = load i16, ptr %199, align 2, !tbaa !17
  %201 = zext i16 %200 to i64
  call fastcc void @transparent_crc(i64 noundef %201, ptr noundef nonnull @.str.32, i32 noundef %23)
  %202 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 3
  %203 = load i16, ptr %202, align 2, !tbaa !17
  %204 = zext i16 %203 to i64
  call fastcc void @transparent_crc(i64 noundef %204, ptr noundef nonnull @.str.32, i32 noundef %23)
  %205 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 4
  %206 = load i16, ptr %205, align 2, !tbaa !17
  %207 = zext i16 %206 to i64
  call fastcc void @transparent_crc(i64 noundef %207, ptr noundef nonnull @.str.32, i32 noundef %23)
  %208 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 5
  %209 = load i16, ptr %208, align 2, !tbaa !17
  %210 = zext i16 %209 to i64
  call fastcc void @transparent_crc(i64 noundef %210, ptr noundef nonnull @.str.32, i32 noundef %23)
  %211 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 6
  %212 = load i16, ptr %211, align 2, !tbaa !17
  %213 = zext i16 %212 to i64
  call fastcc void @transparent_crc(i64 noundef %213, ptr noundef nonnull @.str.32, i32 noundef %23)
  %214 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 7
  %215 = load i16, ptr %214, align 2, !tbaa !17
  %216 = zext i16 %215 to i64
  call fastcc void @transparent_crc(i64 noundef %216, ptr noundef nonnull @.str.32, i32 noundef %23)
  %217 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 8
  %218 = load i16, ptr %217, align 2, !tbaa !17
  %219 = zext i16 %218 to i64
  call fastcc void @transparent_crc(i64 noundef %219, ptr noundef nonnull @.str.32, i32 noundef %23)
  br label %263

220:                                              ; preds = %189
  %221 = trunc nuw nsw i64 %191 to i32
  %222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %221, i32 noundef 0)
  %223 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 1
  %224 = load i16, ptr %223, align 2, !tbaa !17
  %225 = zext i16 %224 to i64
  call fastcc void @transparent_crc(i64 noundef %225, ptr noundef nonnull @.str.32, i32 noundef %23)
  %226 = trunc nuw nsw i64 %191 to i32
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %226, i32 noundef 1)
  %228 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 2
  %229 = load i16, ptr %228, align 2, !tbaa !17
  %230 = zext i16 %229 to i64
  call fastcc void @transparent_crc(i64 noundef %230, ptr noundef nonnull @.str.32, i32 noundef %23)
  %231 = trunc nuw nsw i64 %191 to i32
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %231, i32 noundef 2)
  %233 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 3
  %234 = load i16, ptr %233, align 2, !tbaa !17
  %235 = zext i16 %234 to i64
  call fastcc void @transparent_crc(i64 noundef %235, ptr noundef nonnull @.str.32, i32 noundef %23)
  %236 = trunc nuw nsw i64 %191 to i32
  %237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %236, i32 noundef 3)
  %238 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 4
  %239 = load i16, ptr %238, align 2, !tbaa !17
  %240 = zext i16 %239 to i64
  call fastcc void @transparent_crc(i64 noundef %240, ptr noundef nonnull @.str.32, i32 noundef %23)
  %241 = trunc nuw nsw i64 %191 to i32
  %242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %241, i32 noundef 4)
  %243 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 5
  %244 = load i16, ptr %243, align 2, !tbaa !17
  %245 = zext i16 %244 to i64
  call fastcc void @transparent_crc(i64 noundef %245, ptr noundef nonnull @.str.32, i32 noundef %23)
  %246 = trunc nuw nsw i64 %191 to i32
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %246, i32 noundef 5)
  %248 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 6
  %249 = load i16, ptr %248, align 2, !tbaa !17
  %250 = zext i16 %249 to i64
  call fastcc void @transparent_crc(i64 noundef %250, ptr noundef nonnull @.str.32, i32 noundef %23)
  %251 = trunc nuw nsw i64 %191 to i32
  %252 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %251, i32 noundef 6)
  %253 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 7
  %254 = load i16, ptr %253, align 2, !tbaa !17
  %255 = zext i16 %254 to i64
  call fastcc void @transparent_crc(i64 noundef %255, ptr noundef nonnull @.str.32, i32 noundef %23)
  %256 = trunc nuw nsw i64 %191 to i32
  %257 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %256, i32 noundef 7)
  %258 = getelementptr inbounds [2 x [9 x i16]], ptr @g_637, i64 0, i64 %191, i64 8
  %259 = load i16, ptr %258, align 2, !tbaa !17
  %260 = zext i16 %259 to i64
  call fastcc void @transparent_crc(i64 noundef %260, ptr noundef nonnull @.str.32, i32 noundef %23)
  %261 = trunc nuw nsw i64 %191 to i32
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %261, i32 noundef 8)
  br label %263

263:                                              ; preds = %195, %220
  br i1 %190, label %189, label %264, !llvm.loop !21

264:                                              ; preds = %263
  call fastcc void @transparent_crc(i64 noundef 1436995180, ptr noundef nonnull @.str.34, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.35, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  br i1 %22, label %265, label %266

265:                                              ; preds = %264
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  br label %277

266:                                              ; preds = %264
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  %269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  %271 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 2, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  %272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 2, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  %273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 3, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 3, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.36, i32 noundef %23)
  %275 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 4, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9443, ptr noundef nonnull @.str.36, i32 noundef %23)
  %276 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 4, i32 noundef 1, i32 noundef 0)
  br label %277

277:                                              ; preds = %265, %266
  %278 = load volatile i8, ptr @g_814, align 1, !tbaa !22
  %279 = sext i8 %278 to i64
  call fastcc void @transparent_crc(i64 noundef %279, ptr noundef nonnull @.str.37, i32 noundef %23)
  %280 = load volatile i8, ptr @g_815, align 1, !tbaa !22
  %281 = sext i8 %280 to i64
  call fastcc void @transparent_crc(i64 noundef %281, ptr noundef nonnull @.str.38, i32 noundef %23)
  br i1 %22, label %282, label %291

282:                                              ; preds = %277
  %283 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 1), align 1, !tbaa !22
  %284 = sext i8 %283 to i64
  call fastcc void @transparent_crc(i64 noundef %284, ptr noundef nonnull @.str.38, i32 noundef %23)
  %285 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 2), align 1, !tbaa !22
  %286 = sext i8 %285 to i64
  call fastcc void @transparent_crc(i64 noundef %286, ptr noundef nonnull @.str.38, i32 noundef %23)
  %287 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 3), align 1, !tbaa !22
  %288 = sext i8 %287 to i64
  call fastcc void @transparent_crc(i64 noundef %288, ptr noundef nonnull @.str.38, i32 noundef %23)
  %289 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 4), align 1, !tbaa !22
  %290 = sext i8 %289 to i64
  call fastcc void @transparent_crc(i64 noundef %290, ptr noundef nonnull @.str.38, i32 noundef %23)
  br label %305

291:                                              ; preds = %277
  %292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  %293 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 1), align 1, !tbaa !22
  %294 = sext i8 %293 to i64
  call fastcc void @transparent_crc(i64 noundef %294, ptr noundef nonnull @.str.38, i32 noundef %23)
  %295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  %296 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 2), align 1, !tbaa !22
  %297 = sext i8 %296 to i64
  call fastcc void @transparent_crc(i64 noundef %297, ptr noundef nonnull @.str.38, i32 noundef %23)
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 2, i32 noundef 0, i32 noundef 0)
  %299 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 3), align 1, !tbaa !22
  %300 = sext i8 %299 to i64
  call fastcc void @transparent_crc(i64 noundef %300, ptr noundef nonnull @.str.38, i32 noundef %23)
  %301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 3, i32 noundef 0, i32 noundef 0)
  %302 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_815, i64 4), align 1, !tbaa !22
  %303 = sext i8 %302 to i64
  call fastcc void @transparent_crc(i64 noundef %303, ptr noundef nonnull @.str.38, i32 noundef %23)
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 4, i32 noundef 0, i32 noundef 0)
  br label %305

305:                                              ; preds = %282, %291
  %306 = load volatile i8, ptr @g_816, align 1, !tbaa !22
  %307 = sext i8 %306 to i64
  call fastcc void @transparent_crc(i64 noundef %307, ptr noundef nonnull @.str.39, i32 noundef %23)
  %308 = load volatile i8, ptr @g_817, align 1, !tbaa !22
  %309 = sext i8 %308 to i64
  call fastcc void @transparent_crc(i64 noundef %309, ptr noundef nonnull @.str.40, i32 noundef %23)
  %310 = load volatile i8, ptr @g_818, align 1, !tbaa !22
  %311 = sext i8 %310 to i64
  call fastcc void @transparent_crc(i64 noundef %311, ptr noundef nonnull @.str.41, i32 noundef %23)
  %312 = load volatile i8, ptr @g_819, align 1, !tbaa !22
  %313 = sext i8 %312 to i64
  call fastcc void @transparent_crc(i64 noundef %313, ptr noundef nonnull @.str.42, i32 noundef %23)
  %314 = load volatile i8, ptr @g_820, align 1, !tbaa !22
  %315 = sext i8 %314 to i64
  call fastcc void @transparent_crc(i64 noundef %315, ptr noundef nonnull @.str.43, i32 noundef %23)
  %316 = load volatile i8, ptr @g_821, align 1, !tbaa !22
  %317 = sext i8 %316 to i64
  call fastcc void @transparent_crc(i64 noundef %317, ptr noundef nonnull @.str.44, i32 noundef %23)
  %318 = load volatile i8, ptr @g_822, align 1, !tbaa !22
  %319 = sext i8 %318 to i64
  call fastcc void @transparent_crc(i64 noundef %319, ptr noundef nonnull @.str.45, i32 noundef %23)
  br i1 %22, label %320, label %331

320:                                              ; preds = %305
  %321 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 1), align 1, !tbaa !22
  %322 = sext i8 %321 to i64
  call fastcc void @transparent_crc(i64 noundef %322, ptr noundef nonnull @.str.45, i32 noundef %23)
  %323 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 2), align 1, !tbaa !22
  %324 = sext i8 %323 to i64
  call fastcc void @transparent_crc(i64 noundef %324, ptr noundef nonnull @.str.45, i32 noundef %23)
  %325 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 3), align 1, !tbaa !22
  %326 = sext i8 %325 to i64
  call fastcc void @transparent_crc(i64 noundef %326, ptr noundef nonnull @.str.45, i32 noundef %23)
  %327 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 4), align 1, !tbaa !22
  %328 = sext i8 %327 to i64
  call fastcc void @transparent_crc(i64 noundef %328, ptr noundef nonnull @.str.45, i32 noundef %23)
  %329 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 5), align 1, !tbaa !22
  %330 = sext i8 %329 to i64
  call fastcc void @transparent_crc(i64 noundef %330, ptr noundef nonnull @.str.45, i32 noundef %23)
  br label %348

331:                                              ; preds = %305
  %332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %333 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 1), align 1, !tbaa !22
  %334 = sext i8 %333 to i64
  call fastcc void @transparent_crc(i64 noundef %334, ptr noundef nonnull @.str.45, i32 noundef %23)
  %335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %336 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 2), align 1, !tbaa !22
  %337 = sext i8 %336 to i64
  call fastcc void @transparent_crc(i64 noundef %337, ptr noundef nonnull @.str.45, i32 noundef %23)
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %339 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 3), align 1, !tbaa !22
  %340 = sext i8 %339 to i64
  call fastcc void @transparent_crc(i64 noundef %340, ptr noundef nonnull @.str.45, i32 noundef %23)
  %341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %342 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 4), align 1, !tbaa !22
  %343 = sext i8 %342 to i64
  call fastcc void @transparent_crc(i64 noundef %343, ptr noundef nonnull @.str.45, i32 noundef %23)
  %344 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %345 = load volatile i8, ptr getelementptr inbounds (i8, ptr @g_822, i64 5), align 1, !tbaa !22
  %346 = sext i8 %345 to i64
  call fastcc void @transparent_crc(i64 noundef %346, ptr noundef nonnull @.str.45, i32 noundef %23)
  %347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %348

348:                                              ; preds = %320, %331
  %349 = load volatile i8, ptr @g_823, align 1, !tbaa !22
  %350 = sext i8 %349 to i64
  call fastcc void @transparent_crc(i64 noundef %350, ptr noundef nonnull @.str.46, i32 noundef %23)
  %351 = load volatile i8, ptr @g_824, align 1, !tbaa !22
  %352 = sext i8 %351 to i64
  call fastcc void @transparent_crc(i64 noundef %352, ptr noundef nonnull @.str.47, i32 noundef %23)
  br i1 %22, label %355, label %353

353:                                              ; preds = %348
  %354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %355

355:                                              ; preds = %353, %348
  %356 = load volatile i64, ptr @g_887, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %356, ptr noundef nonnull @.str.48, i32 noundef %23)
  %357 = load volatile i64, ptr @g_888, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %357, ptr noundef nonnull @.str.49, i32 noundef %23)
  %358 = load volatile i64, ptr @g_889, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %358, ptr noundef nonnull @.str.50, i32 noundef %23)
  %359 = load volatile i64, ptr @g_890, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %359, ptr noundef nonnull @.str.51, i32 noundef %23)
  %360 = load volatile i64, ptr @g_891, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %360, ptr noundef nonnull @.str.52, i32 noundef %23)
  %361 = load volatile i64, ptr @g_892, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %361, ptr noundef nonnull @.str.53, i32 noundef %23)
  %362 = load volatile i64, ptr @g_893, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %362, ptr noundef nonnull @.str.54, i32 noundef %23)
  %363 = load volatile i64, ptr @g_894, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %363, ptr noundef nonnull @.str.55, i32 noundef %23)
  %364 = load volatile i64, ptr @g_895, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %364, ptr noundef nonnull @.str.56, i32 noundef %23)
  %365 = load volatile i64, ptr @g_896, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %365, ptr noundef nonnull @.str.57, i32 noundef %23)
  %366 = load volatile i64, ptr @g_897, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %366, ptr noundef nonnull @.str.58, i32 noundef %23)
  %367 = load volatile i64, ptr @g_898, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %367, ptr noundef nonnull @.str.59, i32 noundef %23)
  br i1 %22, label %368, label %376

368:                                              ; preds = %355
  %369 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %369, ptr noundef nonnull @.str.59, i32 noundef %23)
  %370 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %370, ptr noundef nonnull @.str.59, i32 noundef %23)
  %371 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %371, ptr noundef nonnull @.str.59, i32 noundef %23)
  %372 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %372, ptr noundef nonnull @.str.59, i32 noundef %23)
  %373 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %373, ptr noundef nonnull @.str.59, i32 noundef %23)
  %374 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %374, ptr noundef nonnull @.str.59, i32 noundef %23)
  %375 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %375, ptr noundef nonnull @.str.59, i32 noundef %23)
  br label %392

376:                                              ; preds = %355
  %377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %378 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %378, ptr noundef nonnull @.str.59, i32 noundef %23)
  %379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %380 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %380, ptr noundef nonnull @.str.59, i32 noundef %23)
  %381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %382 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %382, ptr noundef nonnull @.str.59, i32 noundef %23)
  %383 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %384 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %384, ptr noundef nonnull @.str.59, i32 noundef %23)
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %386 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %386, ptr noundef nonnull @.str.59, i32 noundef %23)
  %387 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  %388 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %388, ptr noundef nonnull @.str.59, i32 noundef %23)
  %389 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  %390 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_898, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %390, ptr noundef nonnull @.str.59, i32 noundef %23)
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  br label %392

392:                                              ; preds = %368, %376
  %393 = load volatile i64, ptr @g_899, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %393, ptr noundef nonnull @.str.60, i32 noundef %23)
  %394 = load volatile i64, ptr @g_900, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %394, ptr noundef nonnull @.str.61, i32 noundef %23)
  %395 = load volatile i64, ptr @g_901, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %395, ptr noundef nonnull @.str.62, i32 noundef %23)
  %396 = load volatile i64, ptr @g_902, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %396, ptr noundef nonnull @.str.63, i32 noundef %23)
  %397 = load volatile i64, ptr @g_903, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %397, ptr noundef nonnull @.str.64, i32 noundef %23)
  %398 = load volatile i64, ptr @g_904, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %398, ptr noundef nonnull @.str.65, i32 noundef %23)
  %399 = load volatile i64, ptr @g_905, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %399, ptr noundef nonnull @.str.66, i32 noundef %23)
  %400 = load volatile i64, ptr @g_906, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %400, ptr noundef nonnull @.str.67, i32 noundef %23)
  %401 = load volatile i64, ptr @g_907, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %401, ptr noundef nonnull @.str.68, i32 noundef %23)
  %402 = load volatile i64, ptr @g_908, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %402, ptr noundef nonnull @.str.69, i32 noundef %23)
  %403 = load volatile i64, ptr @g_909, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %403, ptr noundef nonnull @.str.70, i32 noundef %23)
  %404 = load volatile i64, ptr @g_910, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %404, ptr noundef nonnull @.str.71, i32 noundef %23)
  %405 = load volatile i64, ptr @g_911, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %405, ptr noundef nonnull @.str.72, i32 noundef %23)
  %406 = load volatile i64, ptr @g_912, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %406, ptr noundef nonnull @.str.73, i32 noundef %23)
  %407 = load volatile i64, ptr @g_913, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %407, ptr noundef nonnull @.str.74, i32 noundef %23)
  %408 = load volatile i64, ptr @g_914, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %408, ptr noundef nonnull @.str.75, i32 noundef %23)
  %409 = load volatile i64, ptr @g_915, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %409, ptr noundef nonnull @.str.76, i32 noundef %23)
  %410 = load volatile i64, ptr @g_916, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %410, ptr noundef nonnull @.str.77, i32 noundef %23)
  %411 = load volatile i64, ptr @g_917, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %411, ptr noundef nonnull @.str.78, i32 noundef %23)
  %412 = load volatile i64, ptr @g_918, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %412, ptr noundef nonnull @.str.79, i32 noundef %23)
  %413 = load volatile i64, ptr @g_919, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %413, ptr noundef nonnull @.str.80, i32 noundef %23)
  %414 = load volatile i64, ptr @g_920, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %414, ptr noundef nonnull @.str.81, i32 noundef %23)
  %415 = load volatile i64, ptr @g_921, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %415, ptr noundef nonnull @.str.82, i32 noundef %23)
  %416 = load volatile i64, ptr @g_922, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %416, ptr noundef nonnull @.str.83, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.84, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 16987, ptr noundef nonnull @.str.85, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.86, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.87, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.88, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.89, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6242171673510466076, ptr noundef nonnull @.str.90, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1205713876, ptr noundef nonnull @.str.91, i32 noundef %23)
  br i1 %22, label %417, label %418

417:                                              ; preds = %392
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1205713876, ptr noundef nonnull @.str.91, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1205713876, ptr noundef nonnull @.str.91, i32 noundef %23)
  br label %426

418:                                              ; preds = %392
  %419 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  %420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1205713876, ptr noundef nonnull @.str.91, i32 noundef %23)
  %422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.91, i32 noundef %23)
  %424 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1205713876, ptr noundef nonnull @.str.91, i32 noundef %23)
  %425 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %426

426:                                              ; preds = %417, %418
  br label %427

427:                                              ; preds = %426, %469
  %428 = phi i64 [ %470, %469 ], [ 0, %426 ]
  %429 = trunc nuw nsw i64 %428 to i32
  %430 = trunc nuw nsw i64 %428 to i32
  %431 = trunc nuw nsw i64 %428 to i32
  %432 = trunc nuw nsw i64 %428 to i32
  %433 = trunc nuw nsw i64 %428 to i32
  br label %434

434:                                              ; preds = %427, %466
  %435 = phi i64 [ 0, %427 ], [ %467, %466 ]
  %436 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 0
  %437 = load volatile i64, ptr %436, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %437, ptr noundef nonnull @.str.92, i32 noundef %23)
  br i1 %22, label %438, label %447

438:                                              ; preds = %434
  %439 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 1
  %440 = load volatile i64, ptr %439, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %440, ptr noundef nonnull @.str.92, i32 noundef %23)
  %441 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 2
  %442 = load volatile i64, ptr %441, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %442, ptr noundef nonnull @.str.92, i32 noundef %23)
  %443 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 3
  %444 = load volatile i64, ptr %443, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %444, ptr noundef nonnull @.str.92, i32 noundef %23)
  %445 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 4
  %446 = load volatile i64, ptr %445, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %446, ptr noundef nonnull @.str.92, i32 noundef %23)
  br label %466

447:                                              ; preds = %434
  %448 = trunc nuw nsw i64 %435 to i32
  %449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %429, i32 noundef %448, i32 noundef 0)
  %450 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 1
  %451 = load volatile i64, ptr %450, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %451, ptr noundef nonnull @.str.92, i32 noundef %23)
  %452 = trunc nuw nsw i64 %435 to i32
  %453 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %430, i32 noundef %452, i32 noundef 1)
  %454 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 2
  %455 = load volatile i64, ptr %454, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %455, ptr noundef nonnull @.str.92, i32 noundef %23)
  %456 = trunc nuw nsw i64 %435 to i32
  %457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %431, i32 noundef %456, i32 noundef 2)
  %458 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 3
  %459 = load volatile i64, ptr %458, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %459, ptr noundef nonnull @.str.92, i32 noundef %23)
  %460 = trunc nuw nsw i64 %435 to i32
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %432, i32 noundef %460, i32 noundef 3)
  %462 = getelementptr inbounds [6 x [6 x [5 x i64]]], ptr @g_1660, i64 0, i64 %428, i64 %435, i64 4
  %463 = load volatile i64, ptr %462, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %463, ptr noundef nonnull @.str.92, i32 noundef %23)
  %464 = trunc nuw nsw i64 %435 to i32
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %433, i32 noundef %464, i32 noundef 4)
  br label %466

466:                                              ; preds = %438, %447
  %467 = add nuw nsw i64 %435, 1
  %468 = icmp eq i64 %467, 6
  br i1 %468, label %469, label %434, !llvm.loop !23

469:                                              ; preds = %466
  %470 = add nuw nsw i64 %428, 1
  %471 = icmp eq i64 %470, 6
  br i1 %471, label %472, label %427, !llvm.loop !24

472:                                              ; preds = %469
  %473 = load volatile i64, ptr @g_1665, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %473, ptr noundef nonnull @.str.93, i32 noundef %23)
  br i1 %22, label %474, label %482

474:                                              ; preds = %472
  %475 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %475, ptr noundef nonnull @.str.93, i32 noundef %23)
  %476 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %476, ptr noundef nonnull @.str.93, i32 noundef %23)
  %477 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %477, ptr noundef nonnull @.str.93, i32 noundef %23)
  %478 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %478, ptr noundef nonnull @.str.93, i32 noundef %23)
  %479 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %479, ptr noundef nonnull @.str.93, i32 noundef %23)
  %480 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %480, ptr noundef nonnull @.str.93, i32 noundef %23)
  %481 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %481, ptr noundef nonnull @.str.93, i32 noundef %23)
  br label %498

482:                                              ; preds = %472
  %483 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  %484 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %484, ptr noundef nonnull @.str.93, i32 noundef %23)
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  %486 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %486, ptr noundef nonnull @.str.93, i32 noundef %23)
  %487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  %488 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %488, ptr noundef nonnull @.str.93, i32 noundef %23)
  %489 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  %490 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %490, ptr noundef nonnull @.str.93, i32 noundef %23)
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  %492 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %492, ptr noundef nonnull @.str.93, i32 noundef %23)
  %493 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  %494 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %494, ptr noundef nonnull @.str.93, i32 noundef %23)
  %495 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 0)
  %496 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1665, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %496, ptr noundef nonnull @.str.93, i32 noundef %23)
  %497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 1)
  br label %498

498:                                              ; preds = %474, %482
  %499 = load volatile i64, ptr @g_1666, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %499, ptr noundef nonnull @.str.94, i32 noundef %23)
  %500 = load volatile i64, ptr @g_1667, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %500, ptr noundef nonnull @.str.95, i32 noundef %23)
  %501 = load volatile i64, ptr @g_1668, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %501, ptr noundef nonnull @.str.96, i32 noundef %23)
  %502 = load volatile i64, ptr @g_1669, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %502, ptr noundef nonnull @.str.97, i32 noundef %23)
  %503 = load volatile i64, ptr @g_1670, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %503, ptr noundef nonnull @.str.98, i32 noundef %23)
  %504 = load volatile i64, ptr @g_1671, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %504, ptr noundef nonnull @.str.99, i32 noundef %23)
  br i1 %22, label %505, label %515

505:                                              ; preds = %498
  %506 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %506, ptr noundef nonnull @.str.99, i32 noundef %23)
  %507 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %507, ptr noundef nonnull @.str.99, i32 noundef %23)
  %508 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %508, ptr noundef nonnull @.str.99, i32 noundef %23)
  %509 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %509, ptr noundef nonnull @.str.99, i32 noundef %23)
  %510 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %510, ptr noundef nonnull @.str.99, i32 noundef %23)
  %511 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %511, ptr noundef nonnull @.str.99, i32 noundef %23)
  %512 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %512, ptr noundef nonnull @.str.99, i32 noundef %23)
  %513 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %513, ptr noundef nonnull @.str.99, i32 noundef %23)
  %514 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 72), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %514, ptr noundef nonnull @.str.99, i32 noundef %23)
  br label %535

515:                                              ; preds = %498
  %516 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %517 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %517, ptr noundef nonnull @.str.99, i32 noundef %23)
  %518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %519 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %519, ptr noundef nonnull @.str.99, i32 noundef %23)
  %520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %521 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %521, ptr noundef nonnull @.str.99, i32 noundef %23)
  %522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %523 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %523, ptr noundef nonnull @.str.99, i32 noundef %23)
  %524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %525 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %525, ptr noundef nonnull @.str.99, i32 noundef %23)
  %526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  %527 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %527, ptr noundef nonnull @.str.99, i32 noundef %23)
  %528 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  %529 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %529, ptr noundef nonnull @.str.99, i32 noundef %23)
  %530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  %531 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %531, ptr noundef nonnull @.str.99, i32 noundef %23)
  %532 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  %533 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1671, i64 72), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %533, ptr noundef nonnull @.str.99, i32 noundef %23)
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %535

535:                                              ; preds = %505, %515
  br label %536

536:                                              ; preds = %535, %593
  %537 = phi i64 [ %594, %593 ], [ 0, %535 ]
  %538 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 0
  %539 = load i32, ptr %538, align 4, !tbaa !9
  %540 = sext i32 %539 to i64
  call fastcc void @transparent_crc(i64 noundef %540, ptr noundef nonnull @.str.100, i32 noundef %23)
  br i1 %22, label %541, label %560

541:                                              ; preds = %536
  %542 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 1
  %543 = load i32, ptr %542, align 4, !tbaa !9
  %544 = sext i32 %543 to i64
  call fastcc void @transparent_crc(i64 noundef %544, ptr noundef nonnull @.str.100, i32 noundef %23)
  %545 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 2
  %546 = load i32, ptr %545, align 4, !tbaa !9
  %547 = sext i32 %546 to i64
  call fastcc void @transparent_crc(i64 noundef %547, ptr noundef nonnull @.str.100, i32 noundef %23)
  %548 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 3
  %549 = load i32, ptr %548, align 4, !tbaa !9
  %550 = sext i32 %549 to i64
  call fastcc void @transparent_crc(i64 noundef %550, ptr noundef nonnull @.str.100, i32 noundef %23)
  %551 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 4
  %552 = load i32, ptr %551, align 4, !tbaa !9
  %553 = sext i32 %552 to i64
  call fastcc void @transparent_crc(i64 noundef %553, ptr noundef nonnull @.str.100, i32 noundef %23)
  %554 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 5
  %555 = load i32, ptr %554, align 4, !tbaa !9
  %556 = sext i32 %555 to i64
  call fastcc void @transparent_crc(i64 noundef %556, ptr noundef nonnull @.str.100, i32 noundef %23)
  %557 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 6
  %558 = load i32, ptr %557, align 4, !tbaa !9
  %559 = sext i32 %558 to i64
  call fastcc void @transparent_crc(i64 noundef %559, ptr noundef nonnull @.str.100, i32 noundef %23)
  br label %593

560:                                              ; preds = %536
  %561 = trunc nuw nsw i64 %537 to i32
  %562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %561, i32 noundef 0)
  %563 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 1
  %564 = load i32, ptr %563, align 4, !tbaa !9
  %565 = sext i32 %564 to i64
  call fastcc void @transparent_crc(i64 noundef %565, ptr noundef nonnull @.str.100, i32 noundef %23)
  %566 = trunc nuw nsw i64 %537 to i32
  %567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %566, i32 noundef 1)
  %568 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 2
  %569 = load i32, ptr %568, align 4, !tbaa !9
  %570 = sext i32 %569 to i64
  call fastcc void @transparent_crc(i64 noundef %570, ptr noundef nonnull @.str.100, i32 noundef %23)
  %571 = trunc nuw nsw i64 %537 to i32
  %572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %571, i32 noundef 2)
  %573 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 3
  %574 = load i32, ptr %573, align 4, !tbaa !9
  %575 = sext i32 %574 to i64
  call fastcc void @transparent_crc(i64 noundef %575, ptr noundef nonnull @.str.100, i32 noundef %23)
  %576 = trunc nuw nsw i64 %537 to i32
  %577 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %576, i32 noundef 3)
  %578 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 4
  %579 = load i32, ptr %578, align 4, !tbaa !9
  %580 = sext i32 %579 to i64
  call fastcc void @transparent_crc(i64 noundef %580, ptr noundef nonnull @.str.100, i32 noundef %23)
  %581 = trunc nuw nsw i64 %537 to i32
  %582 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %581, i32 noundef 4)
  %583 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 5
  %584 = load i32, ptr %583, align 4, !tbaa !9
  %585 = sext i32 %584 to i64
  call fastcc void @transparent_crc(i64 noundef %585, ptr noundef nonnull @.str.100, i32 noundef %23)
  %586 = trunc nuw nsw i64 %537 to i32
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %586, i32 noundef 5)
  %588 = getelementptr inbounds [10 x [7 x i32]], ptr @g_1756, i64 0, i64 %537, i64 6
  %589 = load i32, ptr %588, align 4, !tbaa !9
  %590 = sext i32 %589 to i64
  call fastcc void @transparent_crc(i64 noundef %590, ptr noundef nonnull @.str.100, i32 noundef %23)
  %591 = trunc nuw nsw i64 %537 to i32
  %592 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %591, i32 noundef 6)
  br label %593

593:                                              ; preds = %541, %560
  %594 = add nuw nsw i64 %537, 1
  %595 = icmp eq i64 %594, 10
  br i1 %595, label %596, label %536, !llvm.loop !25

596:                                              ; preds = %593
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.101, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1497498693, ptr noundef nonnull @.str.102, i32 noundef %23)
  %597 = load volatile i64, ptr @g_1987, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %597, ptr noundef nonnull @.str.103, i32 noundef %23)
  br i1 %22, label %598, label %600

598:                                              ; preds = %596
  %599 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1987, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %599, ptr noundef nonnull @.str.103, i32 noundef %23)
  br label %604

600:                                              ; preds = %596
  %601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %602 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1987, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %602, ptr noundef nonnull @.str.103, i32 noundef %23)
  %603 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %604

604:                                              ; preds = %598, %600
  br label %605

605:                                              ; preds = %604, %656
  %606 = phi i1 [ false, %656 ], [ true, %604 ]
  %607 = phi i64 [ 1, %656 ], [ 0, %604 ]
  %608 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 0
  %609 = load volatile i64, ptr %608, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %609, ptr noundef nonnull @.str.104, i32 noundef %23)
  br i1 %22, label %610, label %625

610:                                              ; preds = %605
  %611 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 1
  %612 = load volatile i64, ptr %611, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %612, ptr noundef nonnull @.str.104, i32 noundef %23)
  %613 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 2
  %614 = load volatile i64, ptr %613, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %614, ptr noundef nonnull @.str.104, i32 noundef %23)
  %615 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 3
  %616 = load volatile i64, ptr %615, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %616, ptr noundef nonnull @.str.104, i32 noundef %23)
  %617 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 4
  %618 = load volatile i64, ptr %617, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %618, ptr noundef nonnull @.str.104, i32 noundef %23)
  %619 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 5
  %620 = load volatile i64, ptr %619, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %620, ptr noundef nonnull @.str.104, i32 noundef %23)
  %621 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 6
  %622 = load volatile i64, ptr %621, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %622, ptr noundef nonnull @.str.104, i32 noundef %23)
  %623 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 7
  %624 = load volatile i64, ptr %623, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %624, ptr noundef nonnull @.str.104, i32 noundef %23)
  br label %656

625:                                              ; preds = %605
  %626 = trunc nuw nsw i64 %607 to i32
  %627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %626, i32 noundef 0)
  %628 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 1
  %629 = load volatile i64, ptr %628, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %629, ptr noundef nonnull @.str.104, i32 noundef %23)
  %630 = trunc nuw nsw i64 %607 to i32
  %631 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %630, i32 noundef 1)
  %632 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 2
  %633 = load volatile i64, ptr %632, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %633, ptr noundef nonnull @.str.104, i32 noundef %23)
  %634 = trunc nuw nsw i64 %607 to i32
  %635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %634, i32 noundef 2)
  %636 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 3
  %637 = load volatile i64, ptr %636, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %637, ptr noundef nonnull @.str.104, i32 noundef %23)
  %638 = trunc nuw nsw i64 %607 to i32
  %639 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %638, i32 noundef 3)
  %640 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 4
  %641 = load volatile i64, ptr %640, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %641, ptr noundef nonnull @.str.104, i32 noundef %23)
  %642 = trunc nuw nsw i64 %607 to i32
  %643 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %642, i32 noundef 4)
  %644 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 5
  %645 = load volatile i64, ptr %644, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %645, ptr noundef nonnull @.str.104, i32 noundef %23)
  %646 = trunc nuw nsw i64 %607 to i32
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %646, i32 noundef 5)
  %648 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 6
  %649 = load volatile i64, ptr %648, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %649, ptr noundef nonnull @.str.104, i32 noundef %23)
  %650 = trunc nuw nsw i64 %607 to i32
  %651 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %650, i32 noundef 6)
  %652 = getelementptr inbounds [2 x [8 x i64]], ptr @g_1988, i64 0, i64 %607, i64 7
  %653 = load volatile i64, ptr %652, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %653, ptr noundef nonnull @.str.104, i32 noundef %23)
  %654 = trunc nuw nsw i64 %607 to i32
  %655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %654, i32 noundef 7)
  br label %656

656:                                              ; preds = %610, %625
  br i1 %606, label %605, label %657, !llvm.loop !26

657:                                              ; preds = %656
  %658 = load volatile i64, ptr @g_1989, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %658, ptr noundef nonnull @.str.105, i32 noundef %23)
  br i1 %22, label %659, label %664

659:                                              ; preds = %657
  %660 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %660, ptr noundef nonnull @.str.105, i32 noundef %23)
  %661 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %661, ptr noundef nonnull @.str.105, i32 noundef %23)
  %662 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %662, ptr noundef nonnull @.str.105, i32 noundef %23)
  %663 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %663, ptr noundef nonnull @.str.105, i32 noundef %23)
  br label %674

664:                                              ; preds = %657
  %665 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %666 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %666, ptr noundef nonnull @.str.105, i32 noundef %23)
  %667 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %668 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %668, ptr noundef nonnull @.str.105, i32 noundef %23)
  %669 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %670 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %670, ptr noundef nonnull @.str.105, i32 noundef %23)
  %671 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %672 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1989, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %672, ptr noundef nonnull @.str.105, i32 noundef %23)
  %673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %674

674:                                              ; preds = %659, %664
  %675 = load volatile i64, ptr @g_1990, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %675, ptr noundef nonnull @.str.106, i32 noundef %23)
  %676 = load volatile i64, ptr @g_1991, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %676, ptr noundef nonnull @.str.107, i32 noundef %23)
  %677 = load volatile i64, ptr @g_1992, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %677, ptr noundef nonnull @.str.108, i32 noundef %23)
  %678 = load volatile i64, ptr @g_1993, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %678, ptr noundef nonnull @.str.109, i32 noundef %23)
  br i1 %22, label %679, label %691

679:                                              ; preds = %674
  %680 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %680, ptr noundef nonnull @.str.109, i32 noundef %23)
  %681 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %681, ptr noundef nonnull @.str.109, i32 noundef %23)
  %682 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %682, ptr noundef nonnull @.str.109, i32 noundef %23)
  %683 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %683, ptr noundef nonnull @.str.109, i32 noundef %23)
  %684 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %684, ptr noundef nonnull @.str.109, i32 noundef %23)
  %685 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %685, ptr noundef nonnull @.str.109, i32 noundef %23)
  %686 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %686, ptr noundef nonnull @.str.109, i32 noundef %23)
  %687 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %687, ptr noundef nonnull @.str.109, i32 noundef %23)
  %688 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 72), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %688, ptr noundef nonnull @.str.109, i32 noundef %23)
  %689 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 80), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %689, ptr noundef nonnull @.str.109, i32 noundef %23)
  %690 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 88), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %690, ptr noundef nonnull @.str.109, i32 noundef %23)
  br label %715

691:                                              ; preds = %674
  %692 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  %693 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %693, ptr noundef nonnull @.str.109, i32 noundef %23)
  %694 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  %695 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %695, ptr noundef nonnull @.str.109, i32 noundef %23)
  %696 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  %697 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %697, ptr noundef nonnull @.str.109, i32 noundef %23)
  %698 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  %699 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %699, ptr noundef nonnull @.str.109, i32 noundef %23)
  %700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  %701 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %701, ptr noundef nonnull @.str.109, i32 noundef %23)
  %702 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 2)
  %703 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %703, ptr noundef nonnull @.str.109, i32 noundef %23)
  %704 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  %705 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %705, ptr noundef nonnull @.str.109, i32 noundef %23)
  %706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  %707 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %707, ptr noundef nonnull @.str.109, i32 noundef %23)
  %708 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 2)
  %709 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 72), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %709, ptr noundef nonnull @.str.109, i32 noundef %23)
  %710 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 0)
  %711 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 80), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %711, ptr noundef nonnull @.str.109, i32 noundef %23)
  %712 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 1)
  %713 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1993, i64 88), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %713, ptr noundef nonnull @.str.109, i32 noundef %23)
  %714 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 2)
  br label %715

715:                                              ; preds = %679, %691
  %716 = load volatile i64, ptr @g_1994, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %716, ptr noundef nonnull @.str.110, i32 noundef %23)
  %717 = load volatile i64, ptr @g_1995, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %717, ptr noundef nonnull @.str.111, i32 noundef %23)
  %718 = load volatile i64, ptr @g_1996, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %718, ptr noundef nonnull @.str.112, i32 noundef %23)
  br label %719

719:                                              ; preds = %715, %769
  %720 = phi i64 [ 0, %715 ], [ %770, %769 ]
  %721 = getelementptr inbounds [5 x [1 x [8 x i64]]], ptr @g_1997, i64 0, i64 %720
  %722 = load volatile i64, ptr %721, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %722, ptr noundef nonnull @.str.113, i32 noundef %23)
  br i1 %22, label %723, label %738

723:                                              ; preds = %719
  %724 = getelementptr inbounds i8, ptr %721, i64 8
  %725 = load volatile i64, ptr %724, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %725, ptr noundef nonnull @.str.113, i32 noundef %23)
  %726 = getelementptr inbounds i8, ptr %721, i64 16
  %727 = load volatile i64, ptr %726, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %727, ptr noundef nonnull @.str.113, i32 noundef %23)
  %728 = getelementptr inbounds i8, ptr %721, i64 24
  %729 = load volatile i64, ptr %728, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %729, ptr noundef nonnull @.str.113, i32 noundef %23)
  %730 = getelementptr inbounds i8, ptr %721, i64 32
  %731 = load volatile i64, ptr %730, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %731, ptr noundef nonnull @.str.113, i32 noundef %23)
  %732 = getelementptr inbounds i8, ptr %721, i64 40
  %733 = load volatile i64, ptr %732, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %733, ptr noundef nonnull @.str.113, i32 noundef %23)
  %734 = getelementptr inbounds i8, ptr %721, i64 48
  %735 = load volatile i64, ptr %734, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %735, ptr noundef nonnull @.str.113, i32 noundef %23)
  %736 = getelementptr inbounds i8, ptr %721, i64 56
  %737 = load volatile i64, ptr %736, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %737, ptr noundef nonnull @.str.113, i32 noundef %23)
  br label %769

738:                                              ; preds = %719
  %739 = trunc nuw nsw i64 %720 to i32
  %740 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %739, i32 noundef 0, i32 noundef 0)
  %741 = getelementptr inbounds i8, ptr %721, i64 8
  %742 = load volatile i64, ptr %741, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %742, ptr noundef nonnull @.str.113, i32 noundef %23)
  %743 = trunc nuw nsw i64 %720 to i32
  %744 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %743, i32 noundef 0, i32 noundef 1)
  %745 = getelementptr inbounds i8, ptr %721, i64 16
  %746 = load volatile i64, ptr %745, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %746, ptr noundef nonnull @.str.113, i32 noundef %23)
  %747 = trunc nuw nsw i64 %720 to i32
  %748 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %747, i32 noundef 0, i32 noundef 2)
  %749 = getelementptr inbounds i8, ptr %721, i64 24
  %750 = load volatile i64, ptr %749, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %750, ptr noundef nonnull @.str.113, i32 noundef %23)
  %751 = trunc nuw nsw i64 %720 to i32
  %752 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %751, i32 noundef 0, i32 noundef 3)
  %753 = getelementptr inbounds i8, ptr %721, i64 32
  %754 = load volatile i64, ptr %753, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %754, ptr noundef nonnull @.str.113, i32 noundef %23)
  %755 = trunc nuw nsw i64 %720 to i32
  %756 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %755, i32 noundef 0, i32 noundef 4)
  %757 = getelementptr inbounds i8, ptr %721, i64 40
  %758 = load volatile i64, ptr %757, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %758, ptr noundef nonnull @.str.113, i32 noundef %23)
  %759 = trunc nuw nsw i64 %720 to i32
  %760 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %759, i32 noundef 0, i32 noundef 5)
  %761 = getelementptr inbounds i8, ptr %721, i64 48
  %762 = load volatile i64, ptr %761, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %762, ptr noundef nonnull @.str.113, i32 noundef %23)
  %763 = trunc nuw nsw i64 %720 to i32
  %764 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %763, i32 noundef 0, i32 noundef 6)
  %765 = getelementptr inbounds i8, ptr %721, i64 56
  %766 = load volatile i64, ptr %765, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %766, ptr noundef nonnull @.str.113, i32 noundef %23)
  %767 = trunc nuw nsw i64 %720 to i32
  %768 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %767, i32 noundef 0, i32 noundef 7)
  br label %769

769:                                              ; preds = %723, %738
  %770 = add nuw nsw i64 %720, 1
  %771 = icmp eq i64 %770, 5
  br i1 %771, label %772, label %719, !llvm.loop !27

772:                                              ; preds = %769
  %773 = load volatile i64, ptr @g_1998, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %773, ptr noundef nonnull @.str.114, i32 noundef %23)
  br i1 %22, label %774, label %784

774:                                              ; preds = %772
  %775 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %775, ptr noundef nonnull @.str.114, i32 noundef %23)
  %776 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %776, ptr noundef nonnull @.str.114, i32 noundef %23)
  %777 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %777, ptr noundef nonnull @.str.114, i32 noundef %23)
  %778 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %778, ptr noundef nonnull @.str.114, i32 noundef %23)
  %779 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %779, ptr noundef nonnull @.str.114, i32 noundef %23)
  %780 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %780, ptr noundef nonnull @.str.114, i32 noundef %23)
  %781 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %781, ptr noundef nonnull @.str.114, i32 noundef %23)
  %782 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %782, ptr noundef nonnull @.str.114, i32 noundef %23)
  %783 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 72), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %783, ptr noundef nonnull @.str.114, i32 noundef %23)
  br label %804

784:                                              ; preds = %772
  %785 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %786 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %786, ptr noundef nonnull @.str.114, i32 noundef %23)
  %787 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %788 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %788, ptr noundef nonnull @.str.114, i32 noundef %23)
  %789 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %790 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %790, ptr noundef nonnull @.str.114, i32 noundef %23)
  %791 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %792 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %792, ptr noundef nonnull @.str.114, i32 noundef %23)
  %793 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %794 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %794, ptr noundef nonnull @.str.114, i32 noundef %23)
  %795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  %796 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %796, ptr noundef nonnull @.str.114, i32 noundef %23)
  %797 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  %798 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %798, ptr noundef nonnull @.str.114, i32 noundef %23)
  %799 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  %800 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %800, ptr noundef nonnull @.str.114, i32 noundef %23)
  %801 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  %802 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_1998, i64 72), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %802, ptr noundef nonnull @.str.114, i32 noundef %23)
  %803 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %804

804:                                              ; preds = %774, %784
  %805 = load volatile i64, ptr @g_1999, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %805, ptr noundef nonnull @.str.115, i32 noundef %23)
  %806 = load volatile i64, ptr @g_2000, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %806, ptr noundef nonnull @.str.116, i32 noundef %23)
  %807 = load volatile i64, ptr @g_2001, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %807, ptr noundef nonnull @.str.117, i32 noundef %23)
  %808 = load volatile i64, ptr @g_2002, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %808, ptr noundef nonnull @.str.118, i32 noundef %23)
  br i1 %22, label %809, label %823

809:                                              ; preds = %804
  %810 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %810, ptr noundef nonnull @.str.118, i32 noundef %23)
  %811 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %811, ptr noundef nonnull @.str.118, i32 noundef %23)
  %812 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %812, ptr noundef nonnull @.str.118, i32 noundef %23)
  %813 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %813, ptr noundef nonnull @.str.118, i32 noundef %23)
  %814 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %814, ptr noundef nonnull @.str.118, i32 noundef %23)
  %815 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %815, ptr noundef nonnull @.str.118, i32 noundef %23)
  %816 = load volatile i64, ptr @g_2003, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %816, ptr noundef nonnull @.str.119, i32 noundef %23)
  %817 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %817, ptr noundef nonnull @.str.119, i32 noundef %23)
  %818 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %818, ptr noundef nonnull @.str.119, i32 noundef %23)
  %819 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %819, ptr noundef nonnull @.str.119, i32 noundef %23)
  %820 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %820, ptr noundef nonnull @.str.119, i32 noundef %23)
  %821 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %821, ptr noundef nonnull @.str.119, i32 noundef %23)
  %822 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %822, ptr noundef nonnull @.str.119, i32 noundef %23)
  br label %851

823:                                              ; preds = %804
  %824 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %825 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %825, ptr noundef nonnull @.str.118, i32 noundef %23)
  %826 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %827 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %827, ptr noundef nonnull @.str.118, i32 noundef %23)
  %828 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %829 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %829, ptr noundef nonnull @.str.118, i32 noundef %23)
  %830 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %831 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %831, ptr noundef nonnull @.str.118, i32 noundef %23)
  %832 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %833 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %833, ptr noundef nonnull @.str.118, i32 noundef %23)
  %834 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  %835 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2002, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %835, ptr noundef nonnull @.str.118, i32 noundef %23)
  %836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  %837 = load volatile i64, ptr @g_2003, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %837, ptr noundef nonnull @.str.119, i32 noundef %23)
  %838 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %839 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %839, ptr noundef nonnull @.str.119, i32 noundef %23)
  %840 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %841 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %841, ptr noundef nonnull @.str.119, i32 noundef %23)
  %842 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %843 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %843, ptr noundef nonnull @.str.119, i32 noundef %23)
  %844 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %845 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %845, ptr noundef nonnull @.str.119, i32 noundef %23)
  %846 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %847 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %847, ptr noundef nonnull @.str.119, i32 noundef %23)
  %848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  %849 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2003, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %849, ptr noundef nonnull @.str.119, i32 noundef %23)
  %850 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %851

851:                                              ; preds = %809, %823
  %852 = load volatile i64, ptr @g_2004, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %852, ptr noundef nonnull @.str.120, i32 noundef %23)
  %853 = load volatile i64, ptr @g_2005, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %853, ptr noundef nonnull @.str.121, i32 noundef %23)
  %854 = load volatile i64, ptr @g_2006, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %854, ptr noundef nonnull @.str.122, i32 noundef %23)
  %855 = load volatile i64, ptr @g_2007, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %855, ptr noundef nonnull @.str.123, i32 noundef %23)
  %856 = load volatile i64, ptr @g_2008, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %856, ptr noundef nonnull @.str.124, i32 noundef %23)
  %857 = load volatile i64, ptr @g_2009, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %857, ptr noundef nonnull @.str.125, i32 noundef %23)
  %858 = load volatile i64, ptr @g_2010, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %858, ptr noundef nonnull @.str.126, i32 noundef %23)
  %859 = load volatile i64, ptr @g_2011, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %859, ptr noundef nonnull @.str.127, i32 noundef %23)
  %860 = load volatile i64, ptr @g_2012, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %860, ptr noundef nonnull @.str.128, i32 noundef %23)
  %861 = load volatile i64, ptr @g_2013, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %861, ptr noundef nonnull @.str.129, i32 noundef %23)
  %862 = load volatile i64, ptr @g_2014, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %862, ptr noundef nonnull @.str.130, i32 noundef %23)
  br label %863

863:                                              ; preds = %851, %925
  %864 = phi i64 [ 0, %851 ], [ %926, %925 ]
  %865 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 0
  %866 = load volatile i64, ptr %865, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %866, ptr noundef nonnull @.str.131, i32 noundef %23)
  br i1 %22, label %867, label %886

867:                                              ; preds = %863
  %868 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 1
  %869 = load volatile i64, ptr %868, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %869, ptr noundef nonnull @.str.131, i32 noundef %23)
  %870 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 2
  %871 = load volatile i64, ptr %870, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %871, ptr noundef nonnull @.str.131, i32 noundef %23)
  %872 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 3
  %873 = load volatile i64, ptr %872, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %873, ptr noundef nonnull @.str.131, i32 noundef %23)
  %874 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 4
  %875 = load volatile i64, ptr %874, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %875, ptr noundef nonnull @.str.131, i32 noundef %23)
  %876 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 5
  %877 = load volatile i64, ptr %876, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %877, ptr noundef nonnull @.str.131, i32 noundef %23)
  %878 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 6
  %879 = load volatile i64, ptr %878, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %879, ptr noundef nonnull @.str.131, i32 noundef %23)
  %880 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 7
  %881 = load volatile i64, ptr %880, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %881, ptr noundef nonnull @.str.131, i32 noundef %23)
  %882 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 8
  %883 = load volatile i64, ptr %882, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %883, ptr noundef nonnull @.str.131, i32 noundef %23)
  %884 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 9
  %885 = load volatile i64, ptr %884, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %885, ptr noundef nonnull @.str.131, i32 noundef %23)
  br label %925

886:                                              ; preds = %863
  %887 = trunc nuw nsw i64 %864 to i32
  %888 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %887, i32 noundef 0)
  %889 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 1
  %890 = load volatile i64, ptr %889, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %890, ptr noundef nonnull @.str.131, i32 noundef %23)
  %891 = trunc nuw nsw i64 %864 to i32
  %892 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %891, i32 noundef 1)
  %893 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 2
  %894 = load volatile i64, ptr %893, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %894, ptr noundef nonnull @.str.131, i32 noundef %23)
  %895 = trunc nuw nsw i64 %864 to i32
  %896 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %895, i32 noundef 2)
  %897 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 3
  %898 = load volatile i64, ptr %897, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %898, ptr noundef nonnull @.str.131, i32 noundef %23)
  %899 = trunc nuw nsw i64 %864 to i32
  %900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %899, i32 noundef 3)
  %901 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 4
  %902 = load volatile i64, ptr %901, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %902, ptr noundef nonnull @.str.131, i32 noundef %23)
  %903 = trunc nuw nsw i64 %864 to i32
  %904 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %903, i32 noundef 4)
  %905 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 5
  %906 = load volatile i64, ptr %905, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %906, ptr noundef nonnull @.str.131, i32 noundef %23)
  %907 = trunc nuw nsw i64 %864 to i32
  %908 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %907, i32 noundef 5)
  %909 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 6
  %910 = load volatile i64, ptr %909, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %910, ptr noundef nonnull @.str.131, i32 noundef %23)
  %911 = trunc nuw nsw i64 %864 to i32
  %912 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %911, i32 noundef 6)
  %913 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 7
  %914 = load volatile i64, ptr %913, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %914, ptr noundef nonnull @.str.131, i32 noundef %23)
  %915 = trunc nuw nsw i64 %864 to i32
  %916 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %915, i32 noundef 7)
  %917 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 8
  %918 = load volatile i64, ptr %917, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %918, ptr noundef nonnull @.str.131, i32 noundef %23)
  %919 = trunc nuw nsw i64 %864 to i32
  %920 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %919, i32 noundef 8)
  %921 = getelementptr inbounds [3 x [10 x i64]], ptr @g_2015, i64 0, i64 %864, i64 9
  %922 = load volatile i64, ptr %921, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %922, ptr noundef nonnull @.str.131, i32 noundef %23)
  %923 = trunc nuw nsw i64 %864 to i32
  %924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %923, i32 noundef 9)
  br label %925

925:                                              ; preds = %867, %886
  %926 = add nuw nsw i64 %864, 1
  %927 = icmp eq i64 %926, 3
  br i1 %927, label %928, label %863, !llvm.loop !28

928:                                              ; preds = %925
  %929 = load volatile i64, ptr @g_2016, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %929, ptr noundef nonnull @.str.132, i32 noundef %23)
  br i1 %22, label %930, label %934

930:                                              ; preds = %928
  %931 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2016, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %931, ptr noundef nonnull @.str.132, i32 noundef %23)
  %932 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2016, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %932, ptr noundef nonnull @.str.132, i32 noundef %23)
  %933 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2016, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %933, ptr noundef nonnull @.str.132, i32 noundef %23)
  br label %942

934:                                              ; preds = %928
  %935 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %936 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2016, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %936, ptr noundef nonnull @.str.132, i32 noundef %23)
  %937 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %938 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2016, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %938, ptr noundef nonnull @.str.132, i32 noundef %23)
  %939 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %940 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2016, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %940, ptr noundef nonnull @.str.132, i32 noundef %23)
  %941 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %942

942:                                              ; preds = %930, %934
  %943 = load volatile i64, ptr @g_2017, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %943, ptr noundef nonnull @.str.133, i32 noundef %23)
  %944 = load volatile i64, ptr @g_2018, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %944, ptr noundef nonnull @.str.134, i32 noundef %23)
  %945 = load volatile i64, ptr @g_2019, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %945, ptr noundef nonnull @.str.135, i32 noundef %23)
  %946 = load volatile i64, ptr @g_2020, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %946, ptr noundef nonnull @.str.136, i32 noundef %23)
  %947 = load volatile i64, ptr @g_2021, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %947, ptr noundef nonnull @.str.137, i32 noundef %23)
  %948 = load volatile i64, ptr @g_2022, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %948, ptr noundef nonnull @.str.138, i32 noundef %23)
  %949 = load volatile i64, ptr @g_2023, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %949, ptr noundef nonnull @.str.139, i32 noundef %23)
  %950 = load volatile i64, ptr @g_2024, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %950, ptr noundef nonnull @.str.140, i32 noundef %23)
  br i1 %22, label %951, label %957

951:                                              ; preds = %942
  %952 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %952, ptr noundef nonnull @.str.140, i32 noundef %23)
  %953 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %953, ptr noundef nonnull @.str.140, i32 noundef %23)
  %954 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %954, ptr noundef nonnull @.str.140, i32 noundef %23)
  %955 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %955, ptr noundef nonnull @.str.140, i32 noundef %23)
  %956 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %956, ptr noundef nonnull @.str.140, i32 noundef %23)
  br label %969

957:                                              ; preds = %942
  %958 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %959 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %959, ptr noundef nonnull @.str.140, i32 noundef %23)
  %960 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %961 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %961, ptr noundef nonnull @.str.140, i32 noundef %23)
  %962 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %963 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %963, ptr noundef nonnull @.str.140, i32 noundef %23)
  %964 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %965 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %965, ptr noundef nonnull @.str.140, i32 noundef %23)
  %966 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %967 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_2024, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %967, ptr noundef nonnull @.str.140, i32 noundef %23)
  %968 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %969

969:                                              ; preds = %951, %957
  %970 = load volatile i64, ptr @g_2025, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %970, ptr noundef nonnull @.str.141, i32 noundef %23)
  %971 = load volatile i64, ptr @g_2026, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %971, ptr noundef nonnull @.str.142, i32 noundef %23)
  %972 = load volatile i64, ptr @g_2027, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %972, ptr noundef nonnull @.str.143, i32 noundef %23)
  %973 = load volatile i64, ptr @g_2028, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %973, ptr noundef nonnull @.str.144, i32 noundef %23)
  %974 = load volatile i64, ptr @g_2029, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %974, ptr noundef nonnull @.str.145, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.146, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.147, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.148, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.149, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.150, i32 noundef %23)
  br label %975

975:                                              ; preds = %969, %995
  %976 = phi i64 [ 0, %969 ], [ %996, %995 ]
  %977 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 0, i64 %976, i64 0
  %978 = load i64, ptr %977, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %978, ptr noundef nonnull @.str.151, i32 noundef %23)
  br i1 %22, label %979, label %984

979:                                              ; preds = %975
  %980 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 0, i64 %976, i64 1
  %981 = load i64, ptr %980, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %981, ptr noundef nonnull @.str.151, i32 noundef %23)
  %982 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 0, i64 %976, i64 2
  %983 = load i64, ptr %982, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %983, ptr noundef nonnull @.str.151, i32 noundef %23)
  br label %995

984:                                              ; preds = %975
  %985 = trunc nuw nsw i64 %976 to i32
  %986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %985, i32 noundef 0)
  %987 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 0, i64 %976, i64 1
  %988 = load i64, ptr %987, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %988, ptr noundef nonnull @.str.151, i32 noundef %23)
  %989 = trunc nuw nsw i64 %976 to i32
  %990 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %989, i32 noundef 1)
  %991 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 0, i64 %976, i64 2
  %992 = load i64, ptr %991, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %992, ptr noundef nonnull @.str.151, i32 noundef %23)
  %993 = trunc nuw nsw i64 %976 to i32
  %994 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %993, i32 noundef 2)
  br label %995

995:                                              ; preds = %979, %984
  %996 = add nuw nsw i64 %976, 1
  %997 = icmp eq i64 %996, 9
  br i1 %997, label %998, label %975, !llvm.loop !29

998:                                              ; preds = %995, %1018
  %999 = phi i64 [ %1019, %1018 ], [ 0, %995 ]
  %1000 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 1, i64 %999, i64 0
  %1001 = load i64, ptr %1000, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1001, ptr noundef nonnull @.str.151, i32 noundef %23)
  br i1 %22, label %1002, label %1007

1002:                                             ; preds = %998
  %1003 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 1, i64 %999, i64 1
  %1004 = load i64, ptr %1003, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1004, ptr noundef nonnull @.str.151, i32 noundef %23)
  %1005 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 1, i64 %999, i64 2
  %1006 = load i64, ptr %1005, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1006, ptr noundef nonnull @.str.151, i32 noundef %23)
  br label %1018

1007:                                             ; preds = %998
  %1008 = trunc nuw nsw i64 %999 to i32
  %1009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %1008, i32 noundef 0)
  %1010 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 1, i64 %999, i64 1
  %1011 = load i64, ptr %1010, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1011, ptr noundef nonnull @.str.151, i32 noundef %23)
  %1012 = trunc nuw nsw i64 %999 to i32
  %1013 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %1012, i32 noundef 1)
  %1014 = getelementptr inbounds [2 x [9 x [3 x i64]]], ptr @g_2316, i64 0, i64 1, i64 %999, i64 2
  %1015 = load i64, ptr %1014, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1015, ptr noundef nonnull @.str.151, i32 noundef %23)
  %1016 = trunc nuw nsw i64 %999 to i32
  %1017 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %1016, i32 noundef 2)
  br label %1018

1018:                                             ; preds = %1002, %1007
  %1019 = add nuw nsw i64 %999, 1
  %1020 = icmp eq i64 %1019, 9
  br i1 %1020, label %1021, label %998, !llvm.loop !29

1021:                                             ; preds = %1018
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.152, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.153, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.154, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.155, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.156, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3301960635, ptr noundef nonnull @.str.157, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1239454723, ptr noundef nonnull @.str.158, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.159, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 187, ptr noundef nonnull @.str.160, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.161, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -21912, ptr noundef nonnull @.str.162, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 114, ptr noundef nonnull @.str.163, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.164, i32 noundef %23)
  br i1 %22, label %1024, label %1022

1022:                                             ; preds = %1021
  %1023 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %1024

1024:                                             ; preds = %1022, %1021
  br label %1025

1025:                                             ; preds = %1024, %1049
  %1026 = phi i64 [ %1050, %1049 ], [ 0, %1024 ]
  %1027 = trunc nuw nsw i64 %1026 to i32
  %1028 = trunc nuw nsw i64 %1026 to i32
  br label %1029

1029:                                             ; preds = %1025, %1046
  %1030 = phi i64 [ 0, %1025 ], [ %1047, %1046 ]
  %1031 = getelementptr inbounds [10 x [10 x [2 x i32]]], ptr @g_4538, i64 0, i64 %1026, i64 %1030, i64 0
  %1032 = load volatile i32, ptr %1031, align 8, !tbaa !9
  %1033 = zext i32 %1032 to i64
  call fastcc void @transparent_crc(i64 noundef %1033, ptr noundef nonnull @.str.165, i32 noundef %23)
  br i1 %22, label %1034, label %1038

1034:                                             ; preds = %1029
  %1035 = getelementptr inbounds [10 x [10 x [2 x i32]]], ptr @g_4538, i64 0, i64 %1026, i64 %1030, i64 1
  %1036 = load volatile i32, ptr %1035, align 4, !tbaa !9
  %1037 = zext i32 %1036 to i64
  call fastcc void @transparent_crc(i64 noundef %1037, ptr noundef nonnull @.str.165, i32 noundef %23)
  br label %1046

1038:                                             ; preds = %1029
  %1039 = trunc nuw nsw i64 %1030 to i32
  %1040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1027, i32 noundef %1039, i32 noundef 0)
  %1041 = getelementptr inbounds [10 x [10 x [2 x i32]]], ptr @g_4538, i64 0, i64 %1026, i64 %1030, i64 1
  %1042 = load volatile i32, ptr %1041, align 4, !tbaa !9
  %1043 = zext i32 %1042 to i64
  call fastcc void @transparent_crc(i64 noundef %1043, ptr noundef nonnull @.str.165, i32 noundef %23)
  %1044 = trunc nuw nsw i64 %1030 to i32
  %1045 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1028, i32 noundef %1044, i32 noundef 1)
  br label %1046

1046:                                             ; preds = %1034, %1038
  %1047 = add nuw nsw i64 %1030, 1
  %1048 = icmp eq i64 %1047, 10
  br i1 %1048, label %1049, label %1029, !llvm.loop !30

1049:                                             ; preds = %1046
  %1050 = add nuw nsw i64 %1026, 1
  %1051 = icmp eq i64 %1050, 10
  br i1 %1051, label %1052, label %1025, !llvm.loop !31

1052:                                             ; preds = %1049, %1133
  %1053 = phi i64 [ %1134, %1133 ], [ 0, %1049 ]
  %1054 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 0
  %1055 = load i8, ptr %1054, align 2, !tbaa !22
  %1056 = zext i8 %1055 to i64
  call fastcc void @transparent_crc(i64 noundef %1056, ptr noundef nonnull @.str.166, i32 noundef %23)
  br i1 %22, label %1057, label %1085

1057:                                             ; preds = %1052
  %1058 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 1
  %1059 = load i8, ptr %1058, align 1, !tbaa !22
  %1060 = zext i8 %1059 to i64
  call fastcc void @transparent_crc(i64 noundef %1060, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1061 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 2
  %1062 = load i8, ptr %1061, align 2, !tbaa !22
  %1063 = zext i8 %1062 to i64
  call fastcc void @transparent_crc(i64 noundef %1063, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1064 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 3
  %1065 = load i8, ptr %1064, align 1, !tbaa !22
  %1066 = zext i8 %1065 to i64
  call fastcc void @transparent_crc(i64 noundef %1066, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1067 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 4
  %1068 = load i8, ptr %1067, align 2, !tbaa !22
  %1069 = zext i8 %1068 to i64
  call fastcc void @transparent_crc(i64 noundef %1069, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1070 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 5
  %1071 = load i8, ptr %1070, align 1, !tbaa !22
  %1072 = zext i8 %1071 to i64
  call fastcc void @transparent_crc(i64 noundef %1072, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1073 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 6
  %1074 = load i8, ptr %1073, align 2, !tbaa !22
  %1075 = zext i8 %1074 to i64
  call fastcc void @transparent_crc(i64 noundef %1075, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1076 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 7
  %1077 = load i8, ptr %1076, align 1, !tbaa !22
  %1078 = zext i8 %1077 to i64
  call fastcc void @transparent_crc(i64 noundef %1078, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1079 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 8
  %1080 = load i8, ptr %1079, align 2, !tbaa !22
  %1081 = zext i8 %1080 to i64
  call fastcc void @transparent_crc(i64 noundef %1081, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1082 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 9
  %1083 = load i8, ptr %1082, align 1, !tbaa !22
  %1084 = zext i8 %1083 to i64
  call fastcc void @transparent_crc(i64 noundef %1084, ptr noundef nonnull @.str.166, i32 noundef %23)
  br label %1133

1085:                                             ; preds = %1052
  %1086 = trunc nuw nsw i64 %1053 to i32
  %1087 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1086, i32 noundef 0)
  %1088 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 1
  %1089 = load i8, ptr %1088, align 1, !tbaa !22
  %1090 = zext i8 %1089 to i64
  call fastcc void @transparent_crc(i64 noundef %1090, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1091 = trunc nuw nsw i64 %1053 to i32
  %1092 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1091, i32 noundef 1)
  %1093 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 2
  %1094 = load i8, ptr %1093, align 2, !tbaa !22
  %1095 = zext i8 %1094 to i64
  call fastcc void @transparent_crc(i64 noundef %1095, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1096 = trunc nuw nsw i64 %1053 to i32
  %1097 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1096, i32 noundef 2)
  %1098 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 3
  %1099 = load i8, ptr %1098, align 1, !tbaa !22
  %1100 = zext i8 %1099 to i64
  call fastcc void @transparent_crc(i64 noundef %1100, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1101 = trunc nuw nsw i64 %1053 to i32
  %1102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1101, i32 noundef 3)
  %1103 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 4
  %1104 = load i8, ptr %1103, align 2, !tbaa !22
  %1105 = zext i8 %1104 to i64
  call fastcc void @transparent_crc(i64 noundef %1105, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1106 = trunc nuw nsw i64 %1053 to i32
  %1107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1106, i32 noundef 4)
  %1108 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 5
  %1109 = load i8, ptr %1108, align 1, !tbaa !22
  %1110 = zext i8 %1109 to i64
  call fastcc void @transparent_crc(i64 noundef %1110, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1111 = trunc nuw nsw i64 %1053 to i32
  %1112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1111, i32 noundef 5)
  %1113 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 6
  %1114 = load i8, ptr %1113, align 2, !tbaa !22
  %1115 = zext i8 %1114 to i64
  call fastcc void @transparent_crc(i64 noundef %1115, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1116 = trunc nuw nsw i64 %1053 to i32
  %1117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1116, i32 noundef 6)
  %1118 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 7
  %1119 = load i8, ptr %1118, align 1, !tbaa !22
  %1120 = zext i8 %1119 to i64
  call fastcc void @transparent_crc(i64 noundef %1120, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1121 = trunc nuw nsw i64 %1053 to i32
  %1122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1121, i32 noundef 7)
  %1123 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 8
  %1124 = load i8, ptr %1123, align 2, !tbaa !22
  %1125 = zext i8 %1124 to i64
  call fastcc void @transparent_crc(i64 noundef %1125, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1126 = trunc nuw nsw i64 %1053 to i32
  %1127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1126, i32 noundef 8)
  %1128 = getelementptr inbounds [5 x [10 x i8]], ptr @g_4621, i64 0, i64 %1053, i64 9
  %1129 = load i8, ptr %1128, align 1, !tbaa !22
  %1130 = zext i8 %1129 to i64
  call fastcc void @transparent_crc(i64 noundef %1130, ptr noundef nonnull @.str.166, i32 noundef %23)
  %1131 = trunc nuw nsw i64 %1053 to i32
  %1132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1131, i32 noundef 9)
  br label %1133

1133:                                             ; preds = %1057, %1085
  %1134 = add nuw nsw i64 %1053, 1
  %1135 = icmp eq i64 %1134, 5
  br i1 %1135, label %1136, label %1052, !llvm.loop !32

1136:                                             ; preds = %1133
  call fastcc void @transparent_crc(i64 noundef 253, ptr noundef nonnull @.str.167, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 57914, ptr noundef nonnull @.str.168, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.169, i32 noundef %23)
  br i1 %22, label %1137, label %1138

1137:                                             ; preds = %1136
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.169, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.169, i32 noundef %23)
  br label %1142

1138:                                             ; preds = %1136
  %1139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.169, i32 noundef %23)
  %1140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.169, i32 noundef %23)
  %1141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %1142

1142:                                             ; preds = %1137, %1138
  br label %1143

1143:                                             ; preds = %1142, %1194
  %1144 = phi i64 [ %1195, %1194 ], [ 0, %1142 ]
  %1145 = trunc nuw nsw i64 %1144 to i32
  %1146 = trunc nuw nsw i64 %1144 to i32
  %1147 = trunc nuw nsw i64 %1144 to i32
  %1148 = trunc nuw nsw i64 %1144 to i32
  %1149 = trunc nuw nsw i64 %1144 to i32
  br label %1150

1150:                                             ; preds = %1143, %1191
  %1151 = phi i64 [ 0, %1143 ], [ %1192, %1191 ]
  %1152 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 0
  %1153 = load i32, ptr %1152, align 4, !tbaa !9
  %1154 = zext i32 %1153 to i64
  call fastcc void @transparent_crc(i64 noundef %1154, ptr noundef nonnull @.str.170, i32 noundef %23)
  br i1 %22, label %1155, label %1168

1155:                                             ; preds = %1150
  %1156 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 1
  %1157 = load i32, ptr %1156, align 4, !tbaa !9
  %1158 = zext i32 %1157 to i64
  call fastcc void @transparent_crc(i64 noundef %1158, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1159 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 2
  %1160 = load i32, ptr %1159, align 4, !tbaa !9
  %1161 = zext i32 %1160 to i64
  call fastcc void @transparent_crc(i64 noundef %1161, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1162 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 3
  %1163 = load i32, ptr %1162, align 4, !tbaa !9
  %1164 = zext i32 %1163 to i64
  call fastcc void @transparent_crc(i64 noundef %1164, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1165 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 4
  %1166 = load i32, ptr %1165, align 4, !tbaa !9
  %1167 = zext i32 %1166 to i64
  call fastcc void @transparent_crc(i64 noundef %1167, ptr noundef nonnull @.str.170, i32 noundef %23)
  br label %1191

1168:                                             ; preds = %1150
  %1169 = trunc nuw nsw i64 %1151 to i32
  %1170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1145, i32 noundef %1169, i32 noundef 0)
  %1171 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 1
  %1172 = load i32, ptr %1171, align 4, !tbaa !9
  %1173 = zext i32 %1172 to i64
  call fastcc void @transparent_crc(i64 noundef %1173, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1174 = trunc nuw nsw i64 %1151 to i32
  %1175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1146, i32 noundef %1174, i32 noundef 1)
  %1176 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 2
  %1177 = load i32, ptr %1176, align 4, !tbaa !9
  %1178 = zext i32 %1177 to i64
  call fastcc void @transparent_crc(i64 noundef %1178, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1179 = trunc nuw nsw i64 %1151 to i32
  %1180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1147, i32 noundef %1179, i32 noundef 2)
  %1181 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 3
  %1182 = load i32, ptr %1181, align 4, !tbaa !9
  %1183 = zext i32 %1182 to i64
  call fastcc void @transparent_crc(i64 noundef %1183, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1184 = trunc nuw nsw i64 %1151 to i32
  %1185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1148, i32 noundef %1184, i32 noundef 3)
  %1186 = getelementptr inbounds [6 x [8 x [5 x i32]]], ptr @g_4838, i64 0, i64 %1144, i64 %1151, i64 4
  %1187 = load i32, ptr %1186, align 4, !tbaa !9
  %1188 = zext i32 %1187 to i64
  call fastcc void @transparent_crc(i64 noundef %1188, ptr noundef nonnull @.str.170, i32 noundef %23)
  %1189 = trunc nuw nsw i64 %1151 to i32
  %1190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1149, i32 noundef %1189, i32 noundef 4)
  br label %1191

1191:                                             ; preds = %1155, %1168
  %1192 = add nuw nsw i64 %1151, 1
  %1193 = icmp eq i64 %1192, 8
  br i1 %1193, label %1194, label %1150, !llvm.loop !33

1194:                                             ; preds = %1191
  %1195 = add nuw nsw i64 %1144, 1
  %1196 = icmp eq i64 %1195, 6
  br i1 %1196, label %1197, label %1143, !llvm.loop !34

1197:                                             ; preds = %1194
  call fastcc void @transparent_crc(i64 noundef 1912037106, ptr noundef nonnull @.str.171, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -63, ptr noundef nonnull @.str.172, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.173, i32 noundef %23)
  br i1 %22, label %1198, label %1199

1198:                                             ; preds = %1197
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.173, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.173, i32 noundef %23)
  br label %1203

1199:                                             ; preds = %1197
  %1200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.173, i32 noundef %23)
  %1201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.173, i32 noundef %23)
  %1202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %1203

1203:                                             ; preds = %1198, %1199
  call fastcc void @transparent_crc(i64 noundef -221246591, ptr noundef nonnull @.str.174, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3289163965, ptr noundef nonnull @.str.175, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.176, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.177, i32 noundef %23)
  br label %1204

1204:                                             ; preds = %1203, %1228
  %1205 = phi i64 [ 0, %1203 ], [ %1229, %1228 ]
  %1206 = trunc nuw nsw i64 %1205 to i32
  %1207 = trunc nuw nsw i64 %1205 to i32
  br label %1208

1208:                                             ; preds = %1204, %1225
  %1209 = phi i64 [ 0, %1204 ], [ %1226, %1225 ]
  %1210 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_5511, i64 0, i64 %1205, i64 %1209, i64 0
  %1211 = load i32, ptr %1210, align 8, !tbaa !9
  %1212 = sext i32 %1211 to i64
  call fastcc void @transparent_crc(i64 noundef %1212, ptr noundef nonnull @.str.178, i32 noundef %23)
  br i1 %22, label %1213, label %1217

1213:                                             ; preds = %1208
  %1214 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_5511, i64 0, i64 %1205, i64 %1209, i64 1
  %1215 = load i32, ptr %1214, align 4, !tbaa !9
  %1216 = sext i32 %1215 to i64
  call fastcc void @transparent_crc(i64 noundef %1216, ptr noundef nonnull @.str.178, i32 noundef %23)
  br label %1225

1217:                                             ; preds = %1208
  %1218 = trunc nuw nsw i64 %1209 to i32
  %1219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1206, i32 noundef %1218, i32 noundef 0)
  %1220 = getelementptr inbounds [9 x [10 x [2 x i32]]], ptr @g_5511, i64 0, i64 %1205, i64 %1209, i64 1
  %1221 = load i32, ptr %1220, align 4, !tbaa !9
  %1222 = sext i32 %1221 to i64
  call fastcc void @transparent_crc(i64 noundef %1222, ptr noundef nonnull @.str.178, i32 noundef %23)
  %1223 = trunc nuw nsw i64 %1209 to i32
  %1224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1207, i32 noundef %1223, i32 noundef 1)
  br label %1225

1225:                                             ; preds = %1213, %1217
  %1226 = add nuw nsw i64 %1209, 1
  %1227 = icmp eq i64 %1226, 10
  br i1 %1227, label %1228, label %1208, !llvm.loop !35

1228:                                             ; preds = %1225
  %1229 = add nuw nsw i64 %1205, 1
  %1230 = icmp eq i64 %1229, 9
  br i1 %1230, label %1231, label %1204, !llvm.loop !36

1231:                                             ; preds = %1228
  call fastcc void @transparent_crc(i64 noundef -30310, ptr noundef nonnull @.str.179, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 120, ptr noundef nonnull @.str.180, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9383, ptr noundef nonnull @.str.181, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.182, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.183, i32 noundef %23)
  br label %1232

1232:                                             ; preds = %1231, %1301
  %1233 = phi i64 [ 0, %1231 ], [ %1302, %1301 ]
  %1234 = trunc nuw nsw i64 %1233 to i32
  %1235 = trunc nuw nsw i64 %1233 to i32
  %1236 = trunc nuw nsw i64 %1233 to i32
  %1237 = trunc nuw nsw i64 %1233 to i32
  %1238 = trunc nuw nsw i64 %1233 to i32
  %1239 = trunc nuw nsw i64 %1233 to i32
  %1240 = trunc nuw nsw i64 %1233 to i32
  br label %1241

1241:                                             ; preds = %1232, %1298
  %1242 = phi i64 [ 0, %1232 ], [ %1299, %1298 ]
  %1243 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 0
  %1244 = load i32, ptr %1243, align 4, !tbaa !9
  %1245 = sext i32 %1244 to i64
  call fastcc void @transparent_crc(i64 noundef %1245, ptr noundef nonnull @.str.184, i32 noundef %23)
  br i1 %22, label %1246, label %1265

1246:                                             ; preds = %1241
  %1247 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 1
  %1248 = load i32, ptr %1247, align 4, !tbaa !9
  %1249 = sext i32 %1248 to i64
  call fastcc void @transparent_crc(i64 noundef %1249, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1250 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 2
  %1251 = load i32, ptr %1250, align 4, !tbaa !9
  %1252 = sext i32 %1251 to i64
  call fastcc void @transparent_crc(i64 noundef %1252, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1253 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 3
  %1254 = load i32, ptr %1253, align 4, !tbaa !9
  %1255 = sext i32 %1254 to i64
  call fastcc void @transparent_crc(i64 noundef %1255, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1256 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 4
  %1257 = load i32, ptr %1256, align 4, !tbaa !9
  %1258 = sext i32 %1257 to i64
  call fastcc void @transparent_crc(i64 noundef %1258, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1259 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 5
  %1260 = load i32, ptr %1259, align 4, !tbaa !9
  %1261 = sext i32 %1260 to i64
  call fastcc void @transparent_crc(i64 noundef %1261, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1262 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 6
  %1263 = load i32, ptr %1262, align 4, !tbaa !9
  %1264 = sext i32 %1263 to i64
  call fastcc void @transparent_crc(i64 noundef %1264, ptr noundef nonnull @.str.184, i32 noundef %23)
  br label %1298

1265:                                             ; preds = %1241
  %1266 = trunc nuw nsw i64 %1242 to i32
  %1267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1234, i32 noundef %1266, i32 noundef 0)
  %1268 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 1
  %1269 = load i32, ptr %1268, align 4, !tbaa !9
  %1270 = sext i32 %1269 to i64
  call fastcc void @transparent_crc(i64 noundef %1270, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1271 = trunc nuw nsw i64 %1242 to i32
  %1272 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1235, i32 noundef %1271, i32 noundef 1)
  %1273 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 2
  %1274 = load i32, ptr %1273, align 4, !tbaa !9
  %1275 = sext i32 %1274 to i64
  call fastcc void @transparent_crc(i64 noundef %1275, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1276 = trunc nuw nsw i64 %1242 to i32
  %1277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1236, i32 noundef %1276, i32 noundef 2)
  %1278 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 3
  %1279 = load i32, ptr %1278, align 4, !tbaa !9
  %1280 = sext i32 %1279 to i64
  call fastcc void @transparent_crc(i64 noundef %1280, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1281 = trunc nuw nsw i64 %1242 to i32
  %1282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1237, i32 noundef %1281, i32 noundef 3)
  %1283 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 4
  %1284 = load i32, ptr %1283, align 4, !tbaa !9
  %1285 = sext i32 %1284 to i64
  call fastcc void @transparent_crc(i64 noundef %1285, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1286 = trunc nuw nsw i64 %1242 to i32
  %1287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1238, i32 noundef %1286, i32 noundef 4)
  %1288 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 5
  %1289 = load i32, ptr %1288, align 4, !tbaa !9
  %1290 = sext i32 %1289 to i64
  call fastcc void @transparent_crc(i64 noundef %1290, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1291 = trunc nuw nsw i64 %1242 to i32
  %1292 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1239, i32 noundef %1291, i32 noundef 5)
  %1293 = getelementptr inbounds [8 x [3 x [7 x i32]]], ptr @g_6324, i64 0, i64 %1233, i64 %1242, i64 6
  %1294 = load i32, ptr %1293, align 4, !tbaa !9
  %1295 = sext i32 %1294 to i64
  call fastcc void @transparent_crc(i64 noundef %1295, ptr noundef nonnull @.str.184, i32 noundef %23)
  %1296 = trunc nuw nsw i64 %1242 to i32
  %1297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1240, i32 noundef %1296, i32 noundef 6)
  br label %1298

1298:                                             ; preds = %1246, %1265
  %1299 = add nuw nsw i64 %1242, 1
  %1300 = icmp eq i64 %1299, 3
  br i1 %1300, label %1301, label %1241, !llvm.loop !37

1301:                                             ; preds = %1298
  %1302 = add nuw nsw i64 %1233, 1
  %1303 = icmp eq i64 %1302, 8
  br i1 %1303, label %1304, label %1232, !llvm.loop !38

1304:                                             ; preds = %1301
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.185, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  br i1 %22, label %1305, label %1306

1305:                                             ; preds = %1304
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  br label %1314

1306:                                             ; preds = %1304
  %1307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  %1308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  %1309 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  %1310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  %1311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  %1312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.186, i32 noundef %23)
  %1313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %1314

1314:                                             ; preds = %1305, %1306
  call fastcc void @transparent_crc(i64 noundef 231144905206282857, ptr noundef nonnull @.str.187, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.188, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.189, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1493883919, ptr noundef nonnull @.str.190, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 155, ptr noundef nonnull @.str.191, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 229128422, ptr noundef nonnull @.str.192, i32 noundef %23)
  br label %1315

1315:                                             ; preds = %1314, %1372
  %1316 = phi i64 [ 0, %1314 ], [ %1373, %1372 ]
  %1317 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 0
  %1318 = load i32, ptr %1317, align 4, !tbaa !9
  %1319 = zext i32 %1318 to i64
  call fastcc void @transparent_crc(i64 noundef %1319, ptr noundef nonnull @.str.193, i32 noundef %23)
  br i1 %22, label %1320, label %1339

1320:                                             ; preds = %1315
  %1321 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 1
  %1322 = load i32, ptr %1321, align 4, !tbaa !9
  %1323 = zext i32 %1322 to i64
  call fastcc void @transparent_crc(i64 noundef %1323, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1324 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 2
  %1325 = load i32, ptr %1324, align 4, !tbaa !9
  %1326 = zext i32 %1325 to i64
  call fastcc void @transparent_crc(i64 noundef %1326, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1327 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 3
  %1328 = load i32, ptr %1327, align 4, !tbaa !9
  %1329 = zext i32 %1328 to i64
  call fastcc void @transparent_crc(i64 noundef %1329, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1330 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 4
  %1331 = load i32, ptr %1330, align 4, !tbaa !9
  %1332 = zext i32 %1331 to i64
  call fastcc void @transparent_crc(i64 noundef %1332, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1333 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 5
  %1334 = load i32, ptr %1333, align 4, !tbaa !9
  %1335 = zext i32 %1334 to i64
  call fastcc void @transparent_crc(i64 noundef %1335, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1336 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 6
  %1337 = load i32, ptr %1336, align 4, !tbaa !9
  %1338 = zext i32 %1337 to i64
  call fastcc void @transparent_crc(i64 noundef %1338, ptr noundef nonnull @.str.193, i32 noundef %23)
  br label %1372

1339:                                             ; preds = %1315
  %1340 = trunc nuw nsw i64 %1316 to i32
  %1341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1340, i32 noundef 0)
  %1342 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 1
  %1343 = load i32, ptr %1342, align 4, !tbaa !9
  %1344 = zext i32 %1343 to i64
  call fastcc void @transparent_crc(i64 noundef %1344, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1345 = trunc nuw nsw i64 %1316 to i32
  %1346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1345, i32 noundef 1)
  %1347 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 2
  %1348 = load i32, ptr %1347, align 4, !tbaa !9
  %1349 = zext i32 %1348 to i64
  call fastcc void @transparent_crc(i64 noundef %1349, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1350 = trunc nuw nsw i64 %1316 to i32
  %1351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1350, i32 noundef 2)
  %1352 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 3
  %1353 = load i32, ptr %1352, align 4, !tbaa !9
  %1354 = zext i32 %1353 to i64
  call fastcc void @transparent_crc(i64 noundef %1354, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1355 = trunc nuw nsw i64 %1316 to i32
  %1356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1355, i32 noundef 3)
  %1357 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 4
  %1358 = load i32, ptr %1357, align 4, !tbaa !9
  %1359 = zext i32 %1358 to i64
  call fastcc void @transparent_crc(i64 noundef %1359, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1360 = trunc nuw nsw i64 %1316 to i32
  %1361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1360, i32 noundef 4)
  %1362 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 5
  %1363 = load i32, ptr %1362, align 4, !tbaa !9
  %1364 = zext i32 %1363 to i64
  call fastcc void @transparent_crc(i64 noundef %1364, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1365 = trunc nuw nsw i64 %1316 to i32
  %1366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1365, i32 noundef 5)
  %1367 = getelementptr inbounds [3 x [7 x i32]], ptr @g_6910, i64 0, i64 %1316, i64 6
  %1368 = load i32, ptr %1367, align 4, !tbaa !9
  %1369 = zext i32 %1368 to i64
  call fastcc void @transparent_crc(i64 noundef %1369, ptr noundef nonnull @.str.193, i32 noundef %23)
  %1370 = trunc nuw nsw i64 %1316 to i32
  %1371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1370, i32 noundef 6)
  br label %1372

1372:                                             ; preds = %1320, %1339
  %1373 = add nuw nsw i64 %1316, 1
  %1374 = icmp eq i64 %1373, 3
  br i1 %1374, label %1375, label %1315, !llvm.loop !39

1375:                                             ; preds = %1372
  call fastcc void @transparent_crc(i64 noundef 5508516040258272566, ptr noundef nonnull @.str.194, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967290, ptr noundef nonnull @.str.195, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 18, ptr noundef nonnull @.str.196, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.197, i32 noundef %23)
  br i1 %22, label %1382, label %1376

1376:                                             ; preds = %1375
  %1377 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -7881909265407136313, ptr noundef nonnull @.str.198, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -18413, ptr noundef nonnull @.str.199, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.200, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 608674314, ptr noundef nonnull @.str.201, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.202, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.203, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.204, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.205, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  %1378 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  %1379 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  %1380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  %1381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %1383

1382:                                             ; preds = %1375
  call fastcc void @transparent_crc(i64 noundef -7881909265407136313, ptr noundef nonnull @.str.198, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -18413, ptr noundef nonnull @.str.199, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.200, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 608674314, ptr noundef nonnull @.str.201, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.202, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.203, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.204, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.205, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.206, i32 noundef %23)
  br label %1383

1383:                                             ; preds = %1382, %1376
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.207, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3323128736, ptr noundef nonnull @.str.208, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.209, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.210, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.211, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.212, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.213, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2028447857454240996, ptr noundef nonnull @.str.214, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.215, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 119, ptr noundef nonnull @.str.216, i32 noundef %23)
  br label %1384

1384:                                             ; preds = %1383, %1457
  %1385 = phi i64 [ 0, %1383 ], [ %1458, %1457 ]
  %1386 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 0
  %1387 = load i32, ptr %1386, align 4, !tbaa !9
  %1388 = sext i32 %1387 to i64
  call fastcc void @transparent_crc(i64 noundef %1388, ptr noundef nonnull @.str.217, i32 noundef %23)
  br i1 %22, label %1389, label %1414

1389:                                             ; preds = %1384
  %1390 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 1
  %1391 = load i32, ptr %1390, align 4, !tbaa !9
  %1392 = sext i32 %1391 to i64
  call fastcc void @transparent_crc(i64 noundef %1392, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1393 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 2
  %1394 = load i32, ptr %1393, align 4, !tbaa !9
  %1395 = sext i32 %1394 to i64
  call fastcc void @transparent_crc(i64 noundef %1395, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1396 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 3
  %1397 = load i32, ptr %1396, align 4, !tbaa !9
  %1398 = sext i32 %1397 to i64
  call fastcc void @transparent_crc(i64 noundef %1398, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1399 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 4
  %1400 = load i32, ptr %1399, align 4, !tbaa !9
  %1401 = sext i32 %1400 to i64
  call fastcc void @transparent_crc(i64 noundef %1401, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1402 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 5
  %1403 = load i32, ptr %1402, align 4, !tbaa !9
  %1404 = sext i32 %1403 to i64
  call fastcc void @transparent_crc(i64 noundef %1404, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1405 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 6
  %1406 = load i32, ptr %1405, align 4, !tbaa !9
  %1407 = sext i32 %1406 to i64
  call fastcc void @transparent_crc(i64 noundef %1407, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1408 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 7
  %1409 = load i32, ptr %1408, align 4, !tbaa !9
  %1410 = sext i32 %1409 to i64
  call fastcc void @transparent_crc(i64 noundef %1410, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1411 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 8
  %1412 = load i32, ptr %1411, align 4, !tbaa !9
  %1413 = sext i32 %1412 to i64
  call fastcc void @transparent_crc(i64 noundef %1413, ptr noundef nonnull @.str.217, i32 noundef %23)
  br label %1457

1414:                                             ; preds = %1384
  %1415 = trunc nuw nsw i64 %1385 to i32
  %1416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1415, i32 noundef 0)
  %1417 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 1
  %1418 = load i32, ptr %1417, align 4, !tbaa !9
  %1419 = sext i32 %1418 to i64
  call fastcc void @transparent_crc(i64 noundef %1419, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1420 = trunc nuw nsw i64 %1385 to i32
  %1421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1420, i32 noundef 1)
  %1422 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 2
  %1423 = load i32, ptr %1422, align 4, !tbaa !9
  %1424 = sext i32 %1423 to i64
  call fastcc void @transparent_crc(i64 noundef %1424, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1425 = trunc nuw nsw i64 %1385 to i32
  %1426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1425, i32 noundef 2)
  %1427 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 3
  %1428 = load i32, ptr %1427, align 4, !tbaa !9
  %1429 = sext i32 %1428 to i64
  call fastcc void @transparent_crc(i64 noundef %1429, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1430 = trunc nuw nsw i64 %1385 to i32
  %1431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1430, i32 noundef 3)
  %1432 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 4
  %1433 = load i32, ptr %1432, align 4, !tbaa !9
  %1434 = sext i32 %1433 to i64
  call fastcc void @transparent_crc(i64 noundef %1434, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1435 = trunc nuw nsw i64 %1385 to i32
  %1436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1435, i32 noundef 4)
  %1437 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 5
  %1438 = load i32, ptr %1437, align 4, !tbaa !9
  %1439 = sext i32 %1438 to i64
  call fastcc void @transparent_crc(i64 noundef %1439, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1440 = trunc nuw nsw i64 %1385 to i32
  %1441 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1440, i32 noundef 5)
  %1442 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 6
  %1443 = load i32, ptr %1442, align 4, !tbaa !9
  %1444 = sext i32 %1443 to i64
  call fastcc void @transparent_crc(i64 noundef %1444, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1445 = trunc nuw nsw i64 %1385 to i32
  %1446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1445, i32 noundef 6)
  %1447 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 7
  %1448 = load i32, ptr %1447, align 4, !tbaa !9
  %1449 = sext i32 %1448 to i64
  call fastcc void @transparent_crc(i64 noundef %1449, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1450 = trunc nuw nsw i64 %1385 to i32
  %1451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1450, i32 noundef 7)
  %1452 = getelementptr inbounds [7 x [9 x i32]], ptr @g_8333, i64 0, i64 %1385, i64 8
  %1453 = load i32, ptr %1452, align 4, !tbaa !9
  %1454 = sext i32 %1453 to i64
  call fastcc void @transparent_crc(i64 noundef %1454, ptr noundef nonnull @.str.217, i32 noundef %23)
  %1455 = trunc nuw nsw i64 %1385 to i32
  %1456 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1455, i32 noundef 8)
  br label %1457

1457:                                             ; preds = %1389, %1414
  %1458 = add nuw nsw i64 %1385, 1
  %1459 = icmp eq i64 %1458, 7
  br i1 %1459, label %1460, label %1384, !llvm.loop !40

1460:                                             ; preds = %1457
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.218, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1574803916, ptr noundef nonnull @.str.219, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1613114306581713478, ptr noundef nonnull @.str.220, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7426411594847553822, ptr noundef nonnull @.str.221, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1852339104, ptr noundef nonnull @.str.222, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.223, i32 noundef %23)
  %1461 = load volatile i8, ptr @g_8920, align 1, !tbaa !22
  %1462 = zext i8 %1461 to i64
  call fastcc void @transparent_crc(i64 noundef %1462, ptr noundef nonnull @.str.224, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.225, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  br i1 %22, label %1463, label %1464

1463:                                             ; preds = %1460
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  br label %1477

1464:                                             ; preds = %1460
  %1465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1466 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1467 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1468 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1469 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1470 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1472 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1473 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1474 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 932217762, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1475 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1663938, ptr noundef nonnull @.str.226, i32 noundef %23)
  %1476 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5, i32 noundef 1)
  br label %1477

1477:                                             ; preds = %1463, %1464
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.227, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.228, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.229, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -886855659, ptr noundef nonnull @.str.230, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.231, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.232, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.233, i32 noundef %23)
  br label %1478

1478:                                             ; preds = %1477, %1513
  %1479 = phi i64 [ 0, %1477 ], [ %1514, %1513 ]
  %1480 = trunc nuw nsw i64 %1479 to i32
  %1481 = trunc nuw nsw i64 %1479 to i32
  %1482 = trunc nuw nsw i64 %1479 to i32
  %1483 = trunc nuw nsw i64 %1479 to i32
  br label %1484

1484:                                             ; preds = %1478, %1510
  %1485 = phi i64 [ 0, %1478 ], [ %1511, %1510 ]
  %1486 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 0
  %1487 = load i64, ptr %1486, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1487, ptr noundef nonnull @.str.234, i32 noundef %23)
  br i1 %22, label %1488, label %1495

1488:                                             ; preds = %1484
  %1489 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 1
  %1490 = load i64, ptr %1489, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1490, ptr noundef nonnull @.str.234, i32 noundef %23)
  %1491 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 2
  %1492 = load i64, ptr %1491, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1492, ptr noundef nonnull @.str.234, i32 noundef %23)
  %1493 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 3
  %1494 = load i64, ptr %1493, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1494, ptr noundef nonnull @.str.234, i32 noundef %23)
  br label %1510

1495:                                             ; preds = %1484
  %1496 = trunc nuw nsw i64 %1485 to i32
  %1497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1480, i32 noundef %1496, i32 noundef 0)
  %1498 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 1
  %1499 = load i64, ptr %1498, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1499, ptr noundef nonnull @.str.234, i32 noundef %23)
  %1500 = trunc nuw nsw i64 %1485 to i32
  %1501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1481, i32 noundef %1500, i32 noundef 1)
  %1502 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 2
  %1503 = load i64, ptr %1502, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1503, ptr noundef nonnull @.str.234, i32 noundef %23)
  %1504 = trunc nuw nsw i64 %1485 to i32
  %1505 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1482, i32 noundef %1504, i32 noundef 2)
  %1506 = getelementptr inbounds [4 x [6 x [4 x i64]]], ptr @g_10224, i64 0, i64 %1479, i64 %1485, i64 3
  %1507 = load i64, ptr %1506, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %1507, ptr noundef nonnull @.str.234, i32 noundef %23)
  %1508 = trunc nuw nsw i64 %1485 to i32
  %1509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1483, i32 noundef %1508, i32 noundef 3)
  br label %1510

1510:                                             ; preds = %1488, %1495
  %1511 = add nuw nsw i64 %1485, 1
  %1512 = icmp eq i64 %1511, 6
  br i1 %1512, label %1513, label %1484, !llvm.loop !41

1513:                                             ; preds = %1510
  %1514 = add nuw nsw i64 %1479, 1
  %1515 = icmp eq i64 %1514, 4
  br i1 %1515, label %1516, label %1478, !llvm.loop !42

1516:                                             ; preds = %1513
  call fastcc void @transparent_crc(i64 noundef 65311, ptr noundef nonnull @.str.235, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  br i1 %22, label %1517, label %1518

1517:                                             ; preds = %1516
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  br label %1526

1518:                                             ; preds = %1516
  %1519 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  %1520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  %1521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  %1522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  %1523 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  %1524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -11485, ptr noundef nonnull @.str.236, i32 noundef %23)
  %1525 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %1526

1526:                                             ; preds = %1517, %1518
  call fastcc void @transparent_crc(i64 noundef 3141515801, ptr noundef nonnull @.str.237, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 22513, ptr noundef nonnull @.str.238, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  br i1 %22, label %1527, label %1528

1527:                                             ; preds = %1526
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  br label %1538

1528:                                             ; preds = %1526
  %1529 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1530 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1531 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1532 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1535 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1536 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.239, i32 noundef %23)
  %1537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %1538

1538:                                             ; preds = %1527, %1528
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.240, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 17993, ptr noundef nonnull @.str.241, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 129335818, ptr noundef nonnull @.str.242, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1725666397, ptr noundef nonnull @.str.243, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.244, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3700884100, ptr noundef nonnull @.str.245, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.246, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -2089272934248854820, ptr noundef nonnull @.str.247, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1036466261, ptr noundef nonnull @.str.248, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  br i1 %22, label %1539, label %1540

1539:                                             ; preds = %1538
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  br label %1546

1540:                                             ; preds = %1538
  %1541 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  %1542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  %1543 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  %1544 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.249, i32 noundef %23)
  %1545 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %1546

1546:                                             ; preds = %1539, %1540
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.250, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  br i1 %22, label %1547, label %1548

1547:                                             ; preds = %1546
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  br label %1567

1548:                                             ; preds = %1546
  %1549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1550 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1552 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1553 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1556 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 440588957, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1557 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.251, i32 noundef %23)
  %1558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1559 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1563 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1565 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.252, i32 noundef %23)
  %1566 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  br label %1567

1567:                                             ; preds = %1547, %1548
  call fastcc void @transparent_crc(i64 noundef 291196986, ptr noundef nonnull @.str.253, i32 noundef %23)
  br label %1568

1568:                                             ; preds = %1567, %1619
  %1569 = phi i64 [ 0, %1567 ], [ %1620, %1619 ]
  %1570 = trunc nuw nsw i64 %1569 to i32
  %1571 = trunc nuw nsw i64 %1569 to i32
  %1572 = trunc nuw nsw i64 %1569 to i32
  %1573 = trunc nuw nsw i64 %1569 to i32
  %1574 = trunc nuw nsw i64 %1569 to i32
  br label %1575

1575:                                             ; preds = %1568, %1616
  %1576 = phi i64 [ 0, %1568 ], [ %1617, %1616 ]
  %1577 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 0
  %1578 = load i8, ptr %1577, align 1, !tbaa !22
  %1579 = sext i8 %1578 to i64
  call fastcc void @transparent_crc(i64 noundef %1579, ptr noundef nonnull @.str.254, i32 noundef %23)
  br i1 %22, label %1580, label %1593

1580:                                             ; preds = %1575
  %1581 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 1
  %1582 = load i8, ptr %1581, align 1, !tbaa !22
  %1583 = sext i8 %1582 to i64
  call fastcc void @transparent_crc(i64 noundef %1583, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1584 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 2
  %1585 = load i8, ptr %1584, align 1, !tbaa !22
  %1586 = sext i8 %1585 to i64
  call fastcc void @transparent_crc(i64 noundef %1586, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1587 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 3
  %1588 = load i8, ptr %1587, align 1, !tbaa !22
  %1589 = sext i8 %1588 to i64
  call fastcc void @transparent_crc(i64 noundef %1589, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1590 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 4
  %1591 = load i8, ptr %1590, align 1, !tbaa !22
  %1592 = sext i8 %1591 to i64
  call fastcc void @transparent_crc(i64 noundef %1592, ptr noundef nonnull @.str.254, i32 noundef %23)
  br label %1616

1593:                                             ; preds = %1575
  %1594 = trunc nuw nsw i64 %1576 to i32
  %1595 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1570, i32 noundef %1594, i32 noundef 0)
  %1596 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 1
  %1597 = load i8, ptr %1596, align 1, !tbaa !22
  %1598 = sext i8 %1597 to i64
  call fastcc void @transparent_crc(i64 noundef %1598, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1599 = trunc nuw nsw i64 %1576 to i32
  %1600 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1571, i32 noundef %1599, i32 noundef 1)
  %1601 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 2
  %1602 = load i8, ptr %1601, align 1, !tbaa !22
  %1603 = sext i8 %1602 to i64
  call fastcc void @transparent_crc(i64 noundef %1603, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1604 = trunc nuw nsw i64 %1576 to i32
  %1605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1572, i32 noundef %1604, i32 noundef 2)
  %1606 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 3
  %1607 = load i8, ptr %1606, align 1, !tbaa !22
  %1608 = sext i8 %1607 to i64
  call fastcc void @transparent_crc(i64 noundef %1608, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1609 = trunc nuw nsw i64 %1576 to i32
  %1610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1573, i32 noundef %1609, i32 noundef 3)
  %1611 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_12026, i64 0, i64 %1569, i64 %1576, i64 4
  %1612 = load i8, ptr %1611, align 1, !tbaa !22
  %1613 = sext i8 %1612 to i64
  call fastcc void @transparent_crc(i64 noundef %1613, ptr noundef nonnull @.str.254, i32 noundef %23)
  %1614 = trunc nuw nsw i64 %1576 to i32
  %1615 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1574, i32 noundef %1614, i32 noundef 4)
  br label %1616

1616:                                             ; preds = %1580, %1593
  %1617 = add nuw nsw i64 %1576, 1
  %1618 = icmp eq i64 %1617, 6
  br i1 %1618, label %1619, label %1575, !llvm.loop !43

1619:                                             ; preds = %1616
  %1620 = add nuw nsw i64 %1569, 1
  %1621 = icmp eq i64 %1620, 8
  br i1 %1621, label %1622, label %1568, !llvm.loop !44

1622:                                             ; preds = %1619
  call fastcc void @transparent_crc(i64 noundef 1602262967, ptr noundef nonnull @.str.255, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.256, i32 noundef %23)
  br label %1623

1623:                                             ; preds = %1622, %1672
  %1624 = phi i64 [ 0, %1622 ], [ %1673, %1672 ]
  %1625 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 0
  %1626 = load i16, ptr %1625, align 4, !tbaa !17
  %1627 = sext i16 %1626 to i64
  call fastcc void @transparent_crc(i64 noundef %1627, ptr noundef nonnull @.str.257, i32 noundef %23)
  br i1 %22, label %1628, label %1644

1628:                                             ; preds = %1623
  %1629 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 1
  %1630 = load i16, ptr %1629, align 2, !tbaa !17
  %1631 = sext i16 %1630 to i64
  call fastcc void @transparent_crc(i64 noundef %1631, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1632 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 2
  %1633 = load i16, ptr %1632, align 4, !tbaa !17
  %1634 = sext i16 %1633 to i64
  call fastcc void @transparent_crc(i64 noundef %1634, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1635 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 3
  %1636 = load i16, ptr %1635, align 2, !tbaa !17
  %1637 = sext i16 %1636 to i64
  call fastcc void @transparent_crc(i64 noundef %1637, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1638 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 4
  %1639 = load i16, ptr %1638, align 4, !tbaa !17
  %1640 = sext i16 %1639 to i64
  call fastcc void @transparent_crc(i64 noundef %1640, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1641 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 5
  %1642 = load i16, ptr %1641, align 2, !tbaa !17
  %1643 = sext i16 %1642 to i64
  call fastcc void @transparent_crc(i64 noundef %1643, ptr noundef nonnull @.str.257, i32 noundef %23)
  br label %1672

1644:                                             ; preds = %1623
  %1645 = trunc nuw nsw i64 %1624 to i32
  %1646 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1645, i32 noundef 0)
  %1647 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 1
  %1648 = load i16, ptr %1647, align 2, !tbaa !17
  %1649 = sext i16 %1648 to i64
  call fastcc void @transparent_crc(i64 noundef %1649, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1650 = trunc nuw nsw i64 %1624 to i32
  %1651 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1650, i32 noundef 1)
  %1652 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 2
  %1653 = load i16, ptr %1652, align 4, !tbaa !17
  %1654 = sext i16 %1653 to i64
  call fastcc void @transparent_crc(i64 noundef %1654, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1655 = trunc nuw nsw i64 %1624 to i32
  %1656 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1655, i32 noundef 2)
  %1657 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 3
  %1658 = load i16, ptr %1657, align 2, !tbaa !17
  %1659 = sext i16 %1658 to i64
  call fastcc void @transparent_crc(i64 noundef %1659, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1660 = trunc nuw nsw i64 %1624 to i32
  %1661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1660, i32 noundef 3)
  %1662 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 4
  %1663 = load i16, ptr %1662, align 4, !tbaa !17
  %1664 = sext i16 %1663 to i64
  call fastcc void @transparent_crc(i64 noundef %1664, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1665 = trunc nuw nsw i64 %1624 to i32
  %1666 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1665, i32 noundef 4)
  %1667 = getelementptr inbounds [7 x [6 x i16]], ptr @g_12589, i64 0, i64 %1624, i64 5
  %1668 = load i16, ptr %1667, align 2, !tbaa !17
  %1669 = sext i16 %1668 to i64
  call fastcc void @transparent_crc(i64 noundef %1669, ptr noundef nonnull @.str.257, i32 noundef %23)
  %1670 = trunc nuw nsw i64 %1624 to i32
  %1671 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %1670, i32 noundef 5)
  br label %1672

1672:                                             ; preds = %1628, %1644
  %1673 = add nuw nsw i64 %1624, 1
  %1674 = icmp eq i64 %1673, 7
  br i1 %1674, label %1675, label %1623, !llvm.loop !45

1675:                                             ; preds = %1672
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.258, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.259, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.260, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967289, ptr noundef nonnull @.str.261, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -926409222646531876, ptr noundef nonnull @.str.262, i32 noundef %23)
  %1676 = load volatile i32, ptr @g_13294, align 4, !tbaa !9
  %1677 = sext i32 %1676 to i64
  call fastcc void @transparent_crc(i64 noundef %1677, ptr noundef nonnull @.str.263, i32 noundef %23)
  %1678 = load volatile i32, ptr @g_13297, align 4, !tbaa !9
  %1679 = sext i32 %1678 to i64
  call fastcc void @transparent_crc(i64 noundef %1679, ptr noundef nonnull @.str.264, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4056776702084507956, ptr noundef nonnull @.str.265, i32 noundef %23)
  br label %1680

1680:                                             ; preds = %1675, %1777
  %1681 = phi i1 [ true, %1675 ], [ false, %1777 ]
  %1682 = phi i64 [ 0, %1675 ], [ 1, %1777 ]
  %1683 = trunc nuw nsw i64 %1682 to i32
  %1684 = trunc nuw nsw i64 %1682 to i32
  %1685 = trunc nuw nsw i64 %1682 to i32
  %1686 = trunc nuw nsw i64 %1682 to i32
  %1687 = trunc nuw nsw i64 %1682 to i32
  %1688 = trunc nuw nsw i64 %1682 to i32
  %1689 = trunc nuw nsw i64 %1682 to i32
  %1690 = trunc nuw nsw i64 %1682 to i32
  %1691 = trunc nuw nsw i64 %1682 to i32
  %1692 = trunc nuw nsw i64 %1682 to i32
  br label %1693

1693:                                             ; preds = %1680, %1774
  %1694 = phi i64 [ 0, %1680 ], [ %1775, %1774 ]
  %1695 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 0
  %1696 = load i32, ptr %1695, align 8, !tbaa !9
  %1697 = sext i32 %1696 to i64
  call fastcc void @transparent_crc(i64 noundef %1697, ptr noundef nonnull @.str.266, i32 noundef %23)
  br i1 %22, label %1698, label %1726

1698:                                             ; preds = %1693
  %1699 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 1
  %1700 = load i32, ptr %1699, align 4, !tbaa !9
  %1701 = sext i32 %1700 to i64
  call fastcc void @transparent_crc(i64 noundef %1701, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1702 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 2
  %1703 = load i32, ptr %1702, align 8, !tbaa !9
  %1704 = sext i32 %1703 to i64
  call fastcc void @transparent_crc(i64 noundef %1704, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1705 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 3
  %1706 = load i32, ptr %1705, align 4, !tbaa !9
  %1707 = sext i32 %1706 to i64
  call fastcc void @transparent_crc(i64 noundef %1707, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1708 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 4
  %1709 = load i32, ptr %1708, align 8, !tbaa !9
  %1710 = sext i32 %1709 to i64
  call fastcc void @transparent_crc(i64 noundef %1710, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1711 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 5
  %1712 = load i32, ptr %1711, align 4, !tbaa !9
  %1713 = sext i32 %1712 to i64
  call fastcc void @transparent_crc(i64 noundef %1713, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1714 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 6
  %1715 = load i32, ptr %1714, align 8, !tbaa !9
  %1716 = sext i32 %1715 to i64
  call fastcc void @transparent_crc(i64 noundef %1716, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1717 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 7
  %1718 = load i32, ptr %1717, align 4, !tbaa !9
  %1719 = sext i32 %1718 to i64
  call fastcc void @transparent_crc(i64 noundef %1719, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1720 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 8
  %1721 = load i32, ptr %1720, align 8, !tbaa !9
  %1722 = sext i32 %1721 to i64
  call fastcc void @transparent_crc(i64 noundef %1722, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1723 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 9
  %1724 = load i32, ptr %1723, align 4, !tbaa !9
  %1725 = sext i32 %1724 to i64
  call fastcc void @transparent_crc(i64 noundef %1725, ptr noundef nonnull @.str.266, i32 noundef %23)
  br label %1774

1726:                                             ; preds = %1693
  %1727 = trunc nuw nsw i64 %1694 to i32
  %1728 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1683, i32 noundef %1727, i32 noundef 0)
  %1729 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 1
  %1730 = load i32, ptr %1729, align 4, !tbaa !9
  %1731 = sext i32 %1730 to i64
  call fastcc void @transparent_crc(i64 noundef %1731, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1732 = trunc nuw nsw i64 %1694 to i32
  %1733 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1684, i32 noundef %1732, i32 noundef 1)
  %1734 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 2
  %1735 = load i32, ptr %1734, align 8, !tbaa !9
  %1736 = sext i32 %1735 to i64
  call fastcc void @transparent_crc(i64 noundef %1736, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1737 = trunc nuw nsw i64 %1694 to i32
  %1738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1685, i32 noundef %1737, i32 noundef 2)
  %1739 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 3
  %1740 = load i32, ptr %1739, align 4, !tbaa !9
  %1741 = sext i32 %1740 to i64
  call fastcc void @transparent_crc(i64 noundef %1741, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1742 = trunc nuw nsw i64 %1694 to i32
  %1743 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1686, i32 noundef %1742, i32 noundef 3)
  %1744 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 4
  %1745 = load i32, ptr %1744, align 8, !tbaa !9
  %1746 = sext i32 %1745 to i64
  call fastcc void @transparent_crc(i64 noundef %1746, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1747 = trunc nuw nsw i64 %1694 to i32
  %1748 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1687, i32 noundef %1747, i32 noundef 4)
  %1749 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 5
  %1750 = load i32, ptr %1749, align 4, !tbaa !9
  %1751 = sext i32 %1750 to i64
  call fastcc void @transparent_crc(i64 noundef %1751, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1752 = trunc nuw nsw i64 %1694 to i32
  %1753 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1688, i32 noundef %1752, i32 noundef 5)
  %1754 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 6
  %1755 = load i32, ptr %1754, align 8, !tbaa !9
  %1756 = sext i32 %1755 to i64
  call fastcc void @transparent_crc(i64 noundef %1756, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1757 = trunc nuw nsw i64 %1694 to i32
  %1758 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1689, i32 noundef %1757, i32 noundef 6)
  %1759 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 7
  %1760 = load i32, ptr %1759, align 4, !tbaa !9
  %1761 = sext i32 %1760 to i64
  call fastcc void @transparent_crc(i64 noundef %1761, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1762 = trunc nuw nsw i64 %1694 to i32
  %1763 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1690, i32 noundef %1762, i32 noundef 7)
  %1764 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 8
  %1765 = load i32, ptr %1764, align 8, !tbaa !9
  %1766 = sext i32 %1765 to i64
  call fastcc void @transparent_crc(i64 noundef %1766, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1767 = trunc nuw nsw i64 %1694 to i32
  %1768 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1691, i32 noundef %1767, i32 noundef 8)
  %1769 = getelementptr inbounds [2 x [10 x [10 x i32]]], ptr @g_13400, i64 0, i64 %1682, i64 %1694, i64 9
  %1770 = load i32, ptr %1769, align 4, !tbaa !9
  %1771 = sext i32 %1770 to i64
  call fastcc void @transparent_crc(i64 noundef %1771, ptr noundef nonnull @.str.266, i32 noundef %23)
  %1772 = trunc nuw nsw i64 %1694 to i32
  %1773 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1692, i32 noundef %1772, i32 noundef 9)
  br label %1774

1774:                                             ; preds = %1698, %1726
  %1775 = add nuw nsw i64 %1694, 1
  %1776 = icmp eq i64 %1775, 10
  br i1 %1776, label %1777, label %1693, !llvm.loop !46

1777:                                             ; preds = %1774
  br i1 %1681, label %1680, label %1778, !llvm.loop !47

1778:                                             ; preds = %1777
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.267, i32 noundef %23)
  %1779 = load volatile i32, ptr @g_13441, align 4, !tbaa !9
  %1780 = sext i32 %1779 to i64
  call fastcc void @transparent_crc(i64 noundef %1780, ptr noundef nonnull @.str.268, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 334614588, ptr noundef nonnull @.str.269, i32 noundef %23)
  br label %1781

1781:                                             ; preds = %1778, %1832
  %1782 = phi i64 [ 0, %1778 ], [ %1833, %1832 ]
  %1783 = trunc nuw nsw i64 %1782 to i32
  %1784 = trunc nuw nsw i64 %1782 to i32
  %1785 = trunc nuw nsw i64 %1782 to i32
  %1786 = trunc nuw nsw i64 %1782 to i32
  %1787 = trunc nuw nsw i64 %1782 to i32
  br label %1788

1788:                                             ; preds = %1781, %1829
  %1789 = phi i64 [ 0, %1781 ], [ %1830, %1829 ]
  %1790 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 0
  %1791 = load i32, ptr %1790, align 4, !tbaa !9
  %1792 = sext i32 %1791 to i64
  call fastcc void @transparent_crc(i64 noundef %1792, ptr noundef nonnull @.str.270, i32 noundef %23)
  br i1 %22, label %1793, label %1806

1793:                                             ; preds = %1788
  %1794 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 1
  %1795 = load i32, ptr %1794, align 4, !tbaa !9
  %1796 = sext i32 %1795 to i64
  call fastcc void @transparent_crc(i64 noundef %1796, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1797 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 2
  %1798 = load i32, ptr %1797, align 4, !tbaa !9
  %1799 = sext i32 %1798 to i64
  call fastcc void @transparent_crc(i64 noundef %1799, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1800 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 3
  %1801 = load i32, ptr %1800, align 4, !tbaa !9
  %1802 = sext i32 %1801 to i64
  call fastcc void @transparent_crc(i64 noundef %1802, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1803 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 4
  %1804 = load i32, ptr %1803, align 4, !tbaa !9
  %1805 = sext i32 %1804 to i64
  call fastcc void @transparent_crc(i64 noundef %1805, ptr noundef nonnull @.str.270, i32 noundef %23)
  br label %1829

1806:                                             ; preds = %1788
  %1807 = trunc nuw nsw i64 %1789 to i32
  %1808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1783, i32 noundef %1807, i32 noundef 0)
  %1809 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 1
  %1810 = load i32, ptr %1809, align 4, !tbaa !9
  %1811 = sext i32 %1810 to i64
  call fastcc void @transparent_crc(i64 noundef %1811, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1812 = trunc nuw nsw i64 %1789 to i32
  %1813 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1784, i32 noundef %1812, i32 noundef 1)
  %1814 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 2
  %1815 = load i32, ptr %1814, align 4, !tbaa !9
  %1816 = sext i32 %1815 to i64
  call fastcc void @transparent_crc(i64 noundef %1816, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1817 = trunc nuw nsw i64 %1789 to i32
  %1818 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1785, i32 noundef %1817, i32 noundef 2)
  %1819 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 3
  %1820 = load i32, ptr %1819, align 4, !tbaa !9
  %1821 = sext i32 %1820 to i64
  call fastcc void @transparent_crc(i64 noundef %1821, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1822 = trunc nuw nsw i64 %1789 to i32
  %1823 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1786, i32 noundef %1822, i32 noundef 3)
  %1824 = getelementptr inbounds [5 x [4 x [5 x i32]]], ptr @g_13497, i64 0, i64 %1782, i64 %1789, i64 4
  %1825 = load i32, ptr %1824, align 4, !tbaa !9
  %1826 = sext i32 %1825 to i64
  call fastcc void @transparent_crc(i64 noundef %1826, ptr noundef nonnull @.str.270, i32 noundef %23)
  %1827 = trunc nuw nsw i64 %1789 to i32
  %1828 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1787, i32 noundef %1827, i32 noundef 4)
  br label %1829

1829:                                             ; preds = %1793, %1806
  %1830 = add nuw nsw i64 %1789, 1
  %1831 = icmp eq i64 %1830, 4
  br i1 %1831, label %1832, label %1788, !llvm.loop !48

1832:                                             ; preds = %1829
  %1833 = add nuw nsw i64 %1782, 1
  %1834 = icmp eq i64 %1833, 5
  br i1 %1834, label %1835, label %1781, !llvm.loop !49

1835:                                             ; preds = %1832
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  br i1 %22, label %1836, label %1837

1836:                                             ; preds = %1835
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  br label %1845

1837:                                             ; preds = %1835
  %1838 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  %1839 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  %1840 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  %1841 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  %1842 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  %1843 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.271, i32 noundef %23)
  %1844 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %1845

1845:                                             ; preds = %1836, %1837
  call fastcc void @transparent_crc(i64 noundef 241, ptr noundef nonnull @.str.272, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3091437857, ptr noundef nonnull @.str.273, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.274, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.275, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  br i1 %22, label %1846, label %1847

1846:                                             ; preds = %1845
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  br label %1854

1847:                                             ; preds = %1845
  %1848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  %1849 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  %1850 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  %1851 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  %1852 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 2473433691, ptr noundef nonnull @.str.276, i32 noundef %23)
  %1853 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %1854

1854:                                             ; preds = %1846, %1847
  call fastcc void @transparent_crc(i64 noundef 39, ptr noundef nonnull @.str.277, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 254, ptr noundef nonnull @.str.278, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  br i1 %22, label %1855, label %1856

1855:                                             ; preds = %1854
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  br label %1862

1856:                                             ; preds = %1854
  %1857 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  %1858 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  %1859 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  %1860 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.279, i32 noundef %23)
  %1861 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %1862

1862:                                             ; preds = %1855, %1856
  call fastcc void @transparent_crc(i64 noundef 14810, ptr noundef nonnull @.str.280, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  br i1 %22, label %1863, label %1864

1863:                                             ; preds = %1862
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  br label %1870

1864:                                             ; preds = %1862
  %1865 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  %1866 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  %1867 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  %1868 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 20745, ptr noundef nonnull @.str.281, i32 noundef %23)
  %1869 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %1870

1870:                                             ; preds = %1863, %1864
  call fastcc void @transparent_crc(i64 noundef 8893404822991455399, ptr noundef nonnull @.str.282, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.283, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.284, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1426365731321579099, ptr noundef nonnull @.str.285, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.286, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.287, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.288, i32 noundef %23)
  br i1 %22, label %1873, label %1871

1871:                                             ; preds = %1870
  %1872 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %1873

1873:                                             ; preds = %1871, %1870
  call fastcc void @transparent_crc(i64 noundef -6139912518879194247, ptr noundef nonnull @.str.289, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.290, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -59, ptr noundef nonnull @.str.291, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.292, i32 noundef %23)
  br label %1874

1874:                                             ; preds = %1873, %1939
  %1875 = phi i64 [ 0, %1873 ], [ %1940, %1939 ]
  %1876 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 0
  %1877 = load i8, ptr %1876, align 8, !tbaa !22
  %1878 = zext i8 %1877 to i64
  call fastcc void @transparent_crc(i64 noundef %1878, ptr noundef nonnull @.str.293, i32 noundef %23)
  br i1 %22, label %1879, label %1901

1879:                                             ; preds = %1874
  %1880 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 1
  %1881 = load i8, ptr %1880, align 1, !tbaa !22
  %1882 = zext i8 %1881 to i64
  call fastcc void @transparent_crc(i64 noundef %1882, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1883 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 2
  %1884 = load i8, ptr %1883, align 2, !tbaa !22
  %1885 = zext i8 %1884 to i64
  call fastcc void @transparent_crc(i64 noundef %1885, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1886 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 3
  %1887 = load i8, ptr %1886, align 1, !tbaa !22
  %1888 = zext i8 %1887 to i64
  call fastcc void @transparent_crc(i64 noundef %1888, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1889 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 0
  %1890 = load i8, ptr %1889, align 4, !tbaa !22
  %1891 = zext i8 %1890 to i64
  call fastcc void @transparent_crc(i64 noundef %1891, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1892 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 1
  %1893 = load i8, ptr %1892, align 1, !tbaa !22
  %1894 = zext i8 %1893 to i64
  call fastcc void @transparent_crc(i64 noundef %1894, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1895 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 2
  %1896 = load i8, ptr %1895, align 2, !tbaa !22
  %1897 = zext i8 %1896 to i64
  call fastcc void @transparent_crc(i64 noundef %1897, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1898 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 3
  %1899 = load i8, ptr %1898, align 1, !tbaa !22
  %1900 = zext i8 %1899 to i64
  call fastcc void @transparent_crc(i64 noundef %1900, ptr noundef nonnull @.str.293, i32 noundef %23)
  br label %1939

1901:                                             ; preds = %1874
  %1902 = trunc nuw nsw i64 %1875 to i32
  %1903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1902, i32 noundef 0, i32 noundef 0)
  %1904 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 1
  %1905 = load i8, ptr %1904, align 1, !tbaa !22
  %1906 = zext i8 %1905 to i64
  call fastcc void @transparent_crc(i64 noundef %1906, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1907 = trunc nuw nsw i64 %1875 to i32
  %1908 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1907, i32 noundef 0, i32 noundef 1)
  %1909 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 2
  %1910 = load i8, ptr %1909, align 2, !tbaa !22
  %1911 = zext i8 %1910 to i64
  call fastcc void @transparent_crc(i64 noundef %1911, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1912 = trunc nuw nsw i64 %1875 to i32
  %1913 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1912, i32 noundef 0, i32 noundef 2)
  %1914 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 0, i64 3
  %1915 = load i8, ptr %1914, align 1, !tbaa !22
  %1916 = zext i8 %1915 to i64
  call fastcc void @transparent_crc(i64 noundef %1916, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1917 = trunc nuw nsw i64 %1875 to i32
  %1918 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1917, i32 noundef 0, i32 noundef 3)
  %1919 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 0
  %1920 = load i8, ptr %1919, align 4, !tbaa !22
  %1921 = zext i8 %1920 to i64
  call fastcc void @transparent_crc(i64 noundef %1921, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1922 = trunc nuw nsw i64 %1875 to i32
  %1923 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1922, i32 noundef 1, i32 noundef 0)
  %1924 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 1
  %1925 = load i8, ptr %1924, align 1, !tbaa !22
  %1926 = zext i8 %1925 to i64
  call fastcc void @transparent_crc(i64 noundef %1926, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1927 = trunc nuw nsw i64 %1875 to i32
  %1928 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1927, i32 noundef 1, i32 noundef 1)
  %1929 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 2
  %1930 = load i8, ptr %1929, align 2, !tbaa !22
  %1931 = zext i8 %1930 to i64
  call fastcc void @transparent_crc(i64 noundef %1931, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1932 = trunc nuw nsw i64 %1875 to i32
  %1933 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1932, i32 noundef 1, i32 noundef 2)
  %1934 = getelementptr inbounds [7 x [2 x [4 x i8]]], ptr @g_15354, i64 0, i64 %1875, i64 1, i64 3
  %1935 = load i8, ptr %1934, align 1, !tbaa !22
  %1936 = zext i8 %1935 to i64
  call fastcc void @transparent_crc(i64 noundef %1936, ptr noundef nonnull @.str.293, i32 noundef %23)
  %1937 = trunc nuw nsw i64 %1875 to i32
  %1938 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1937, i32 noundef 1, i32 noundef 3)
  br label %1939

1939:                                             ; preds = %1879, %1901
  %1940 = add nuw nsw i64 %1875, 1
  %1941 = icmp eq i64 %1940, 7
  br i1 %1941, label %1942, label %1874, !llvm.loop !50

1942:                                             ; preds = %1939
  call fastcc void @transparent_crc(i64 noundef 53294, ptr noundef nonnull @.str.294, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  br i1 %22, label %1943, label %1944

1943:                                             ; preds = %1942
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  br label %1949

1944:                                             ; preds = %1942
  %1945 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  %1946 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  %1947 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.295, i32 noundef %23)
  %1948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %1949

1949:                                             ; preds = %1943, %1944
  call fastcc void @transparent_crc(i64 noundef -84, ptr noundef nonnull @.str.296, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.297, i32 noundef %23)
  br label %1950

1950:                                             ; preds = %1949, %1974
  %1951 = phi i64 [ 0, %1949 ], [ %1975, %1974 ]
  %1952 = trunc nuw nsw i64 %1951 to i32
  %1953 = trunc nuw nsw i64 %1951 to i32
  br label %1954

1954:                                             ; preds = %1950, %1971
  %1955 = phi i64 [ 0, %1950 ], [ %1972, %1971 ]
  %1956 = getelementptr inbounds [10 x [10 x [2 x i32]]], ptr @g_16194, i64 0, i64 %1951, i64 %1955, i64 0
  %1957 = load i32, ptr %1956, align 8, !tbaa !9
  %1958 = zext i32 %1957 to i64
  call fastcc void @transparent_crc(i64 noundef %1958, ptr noundef nonnull @.str.298, i32 noundef %23)
  br i1 %22, label %1959, label %1963

1959:                                             ; preds = %1954
  %1960 = getelementptr inbounds [10 x [10 x [2 x i32]]], ptr @g_16194, i64 0, i64 %1951, i64 %1955, i64 1
  %1961 = load i32, ptr %1960, align 4, !tbaa !9
  %1962 = zext i32 %1961 to i64
  call fastcc void @transparent_crc(i64 noundef %1962, ptr noundef nonnull @.str.298, i32 noundef %23)
  br label %1971

1963:                                             ; preds = %1954
  %1964 = trunc nuw nsw i64 %1955 to i32
  %1965 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1952, i32 noundef %1964, i32 noundef 0)
  %1966 = getelementptr inbounds [10 x [10 x [2 x i32]]], ptr @g_16194, i64 0, i64 %1951, i64 %1955, i64 1
  %1967 = load i32, ptr %1966, align 4, !tbaa !9
  %1968 = zext i32 %1967 to i64
  call fastcc void @transparent_crc(i64 noundef %1968, ptr noundef nonnull @.str.298, i32 noundef %23)
  %1969 = trunc nuw nsw i64 %1955 to i32
  %1970 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %1953, i32 noundef %1969, i32 noundef 1)
  br label %1971

1971:                                             ; preds = %1959, %1963
  %1972 = add nuw nsw i64 %1955, 1
  %1973 = icmp eq i64 %1972, 10
  br i1 %1973, label %1974, label %1954, !llvm.loop !51

1974:                                             ; preds = %1971
  %1975 = add nuw nsw i64 %1951, 1
  %1976 = icmp eq i64 %1975, 10
  br i1 %1976, label %1977, label %1950, !llvm.loop !52

1977:                                             ; preds = %1974
  call fastcc void @transparent_crc(i64 noundef -14612, ptr noundef nonnull @.str.299, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  br i1 %22, label %1978, label %1979

1978:                                             ; preds = %1977
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  br label %1986

1979:                                             ; preds = %1977
  %1980 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  %1981 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  %1982 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  %1983 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  %1984 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7512, ptr noundef nonnull @.str.300, i32 noundef %23)
  %1985 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  br label %1986

1986:                                             ; preds = %1978, %1979
  call fastcc void @transparent_crc(i64 noundef -5050550119846148200, ptr noundef nonnull @.str.301, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8898095987490931477, ptr noundef nonnull @.str.302, i32 noundef %23)
  %1987 = load volatile i32, ptr @g_16533, align 4, !tbaa !9
  %1988 = sext i32 %1987 to i64
  call fastcc void @transparent_crc(i64 noundef %1988, ptr noundef nonnull @.str.303, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967288, ptr noundef nonnull @.str.304, i32 noundef %23)
  br label %1989

1989:                                             ; preds = %1986, %2086
  %1990 = phi i64 [ 0, %1986 ], [ %2087, %2086 ]
  %1991 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 0, i64 0
  %1992 = load i32, ptr %1991, align 16, !tbaa !9
  %1993 = zext i32 %1992 to i64
  call fastcc void @transparent_crc(i64 noundef %1993, ptr noundef nonnull @.str.305, i32 noundef %23)
  br i1 %22, label %1994, label %2028

1994:                                             ; preds = %1989
  %1995 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 0, i64 1
  %1996 = load i32, ptr %1995, align 4, !tbaa !9
  %1997 = zext i32 %1996 to i64
  call fastcc void @transparent_crc(i64 noundef %1997, ptr noundef nonnull @.str.305, i32 noundef %23)
  %1998 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 0, i64 2
  %1999 = load i32, ptr %1998, align 8, !tbaa !9
  %2000 = zext i32 %1999 to i64
  call fastcc void @transparent_crc(i64 noundef %2000, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2001 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 1, i64 0
  %2002 = load i32, ptr %2001, align 4, !tbaa !9
  %2003 = zext i32 %2002 to i64
  call fastcc void @transparent_crc(i64 noundef %2003, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2004 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 1, i64 1
  %2005 = load i32, ptr %2004, align 16, !tbaa !9
  %2006 = zext i32 %2005 to i64
  call fastcc void @transparent_crc(i64 noundef %2006, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2007 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 1, i64 2
  %2008 = load i32, ptr %2007, align 4, !tbaa !9
  %2009 = zext i32 %2008 to i64
  call fastcc void @transparent_crc(i64 noundef %2009, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2010 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 2, i64 0
  %2011 = load i32, ptr %2010, align 8, !tbaa !9
  %2012 = zext i32 %2011 to i64
  call fastcc void @transparent_crc(i64 noundef %2012, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2013 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 2, i64 1
  %2014 = load i32, ptr %2013, align 4, !tbaa !9
  %2015 = zext i32 %2014 to i64
  call fastcc void @transparent_crc(i64 noundef %2015, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2016 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 2, i64 2
  %2017 = load i32, ptr %2016, align 16, !tbaa !9
  %2018 = zext i32 %2017 to i64
  call fastcc void @transparent_crc(i64 noundef %2018, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2019 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 3, i64 0
  %2020 = load i32, ptr %2019, align 4, !tbaa !9
  %2021 = zext i32 %2020 to i64
  call fastcc void @transparent_crc(i64 noundef %2021, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2022 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 3, i64 1
  %2023 = load i32, ptr %2022, align 8, !tbaa !9
  %2024 = zext i32 %2023 to i64
  call fastcc void @transparent_crc(i64 noundef %2024, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2025 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 3, i64 2
  %2026 = load i32, ptr %2025, align 4, !tbaa !9
  %2027 = zext i32 %2026 to i64
  call fastcc void @transparent_crc(i64 noundef %2027, ptr noundef nonnull @.str.305, i32 noundef %23)
  br label %2086

2028:                                             ; preds = %1989
  %2029 = trunc nuw nsw i64 %1990 to i32
  %2030 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2029, i32 noundef 0, i32 noundef 0)
  %2031 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 0, i64 1
  %2032 = load i32, ptr %2031, align 4, !tbaa !9
  %2033 = zext i32 %2032 to i64
  call fastcc void @transparent_crc(i64 noundef %2033, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2034 = trunc nuw nsw i64 %1990 to i32
  %2035 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2034, i32 noundef 0, i32 noundef 1)
  %2036 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 0, i64 2
  %2037 = load i32, ptr %2036, align 8, !tbaa !9
  %2038 = zext i32 %2037 to i64
  call fastcc void @transparent_crc(i64 noundef %2038, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2039 = trunc nuw nsw i64 %1990 to i32
  %2040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2039, i32 noundef 0, i32 noundef 2)
  %2041 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 1, i64 0
  %2042 = load i32, ptr %2041, align 4, !tbaa !9
  %2043 = zext i32 %2042 to i64
  call fastcc void @transparent_crc(i64 noundef %2043, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2044 = trunc nuw nsw i64 %1990 to i32
  %2045 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2044, i32 noundef 1, i32 noundef 0)
  %2046 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 1, i64 1
  %2047 = load i32, ptr %2046, align 16, !tbaa !9
  %2048 = zext i32 %2047 to i64
  call fastcc void @transparent_crc(i64 noundef %2048, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2049 = trunc nuw nsw i64 %1990 to i32
  %2050 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2049, i32 noundef 1, i32 noundef 1)
  %2051 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 1, i64 2
  %2052 = load i32, ptr %2051, align 4, !tbaa !9
  %2053 = zext i32 %2052 to i64
  call fastcc void @transparent_crc(i64 noundef %2053, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2054 = trunc nuw nsw i64 %1990 to i32
  %2055 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2054, i32 noundef 1, i32 noundef 2)
  %2056 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 2, i64 0
  %2057 = load i32, ptr %2056, align 8, !tbaa !9
  %2058 = zext i32 %2057 to i64
  call fastcc void @transparent_crc(i64 noundef %2058, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2059 = trunc nuw nsw i64 %1990 to i32
  %2060 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2059, i32 noundef 2, i32 noundef 0)
  %2061 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 2, i64 1
  %2062 = load i32, ptr %2061, align 4, !tbaa !9
  %2063 = zext i32 %2062 to i64
  call fastcc void @transparent_crc(i64 noundef %2063, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2064 = trunc nuw nsw i64 %1990 to i32
  %2065 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2064, i32 noundef 2, i32 noundef 1)
  %2066 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 2, i64 2
  %2067 = load i32, ptr %2066, align 16, !tbaa !9
  %2068 = zext i32 %2067 to i64
  call fastcc void @transparent_crc(i64 noundef %2068, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2069 = trunc nuw nsw i64 %1990 to i32
  %2070 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2069, i32 noundef 2, i32 noundef 2)
  %2071 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 3, i64 0
  %2072 = load i32, ptr %2071, align 4, !tbaa !9
  %2073 = zext i32 %2072 to i64
  call fastcc void @transparent_crc(i64 noundef %2073, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2074 = trunc nuw nsw i64 %1990 to i32
  %2075 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2074, i32 noundef 3, i32 noundef 0)
  %2076 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 3, i64 1
  %2077 = load i32, ptr %2076, align 8, !tbaa !9
  %2078 = zext i32 %2077 to i64
  call fastcc void @transparent_crc(i64 noundef %2078, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2079 = trunc nuw nsw i64 %1990 to i32
  %2080 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2079, i32 noundef 3, i32 noundef 1)
  %2081 = getelementptr inbounds [3 x [4 x [3 x i32]]], ptr @g_16573, i64 0, i64 %1990, i64 3, i64 2
  %2082 = load i32, ptr %2081, align 4, !tbaa !9
  %2083 = zext i32 %2082 to i64
  call fastcc void @transparent_crc(i64 noundef %2083, ptr noundef nonnull @.str.305, i32 noundef %23)
  %2084 = trunc nuw nsw i64 %1990 to i32
  %2085 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2084, i32 noundef 3, i32 noundef 2)
  br label %2086

2086:                                             ; preds = %1994, %2028
  %2087 = add nuw nsw i64 %1990, 1
  %2088 = icmp eq i64 %2087, 3
  br i1 %2088, label %2089, label %1989, !llvm.loop !53

2089:                                             ; preds = %2086
  call fastcc void @transparent_crc(i64 noundef -8052037951242499572, ptr noundef nonnull @.str.306, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.307, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1605988870, ptr noundef nonnull @.str.308, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.309, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 31056, ptr noundef nonnull @.str.310, i32 noundef %23)
  br i1 %22, label %2090, label %2091

2090:                                             ; preds = %2089
  call fastcc void @transparent_crc(i64 noundef 31056, ptr noundef nonnull @.str.310, i32 noundef %23)
  br label %2094

2091:                                             ; preds = %2089
  %2092 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 31056, ptr noundef nonnull @.str.310, i32 noundef %23)
  %2093 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %2094

2094:                                             ; preds = %2090, %2091
  call fastcc void @transparent_crc(i64 noundef 1456807419, ptr noundef nonnull @.str.311, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.312, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.313, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -116, ptr noundef nonnull @.str.314, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.315, i32 noundef %23)
  br label %2095

2095:                                             ; preds = %2094, %2128
  %2096 = phi i64 [ 0, %2094 ], [ %2129, %2128 ]
  %2097 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 0
  %2098 = load i32, ptr %2097, align 16, !tbaa !9
  %2099 = sext i32 %2098 to i64
  call fastcc void @transparent_crc(i64 noundef %2099, ptr noundef nonnull @.str.316, i32 noundef %23)
  br i1 %22, label %2100, label %2110

2100:                                             ; preds = %2095
  %2101 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 1
  %2102 = load i32, ptr %2101, align 4, !tbaa !9
  %2103 = sext i32 %2102 to i64
  call fastcc void @transparent_crc(i64 noundef %2103, ptr noundef nonnull @.str.316, i32 noundef %23)
  %2104 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 2
  %2105 = load i32, ptr %2104, align 8, !tbaa !9
  %2106 = sext i32 %2105 to i64
  call fastcc void @transparent_crc(i64 noundef %2106, ptr noundef nonnull @.str.316, i32 noundef %23)
  %2107 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 3
  %2108 = load i32, ptr %2107, align 4, !tbaa !9
  %2109 = sext i32 %2108 to i64
  call fastcc void @transparent_crc(i64 noundef %2109, ptr noundef nonnull @.str.316, i32 noundef %23)
  br label %2128

2110:                                             ; preds = %2095
  %2111 = trunc nuw nsw i64 %2096 to i32
  %2112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2111, i32 noundef 0)
  %2113 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 1
  %2114 = load i32, ptr %2113, align 4, !tbaa !9
  %2115 = sext i32 %2114 to i64
  call fastcc void @transparent_crc(i64 noundef %2115, ptr noundef nonnull @.str.316, i32 noundef %23)
  %2116 = trunc nuw nsw i64 %2096 to i32
  %2117 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2116, i32 noundef 1)
  %2118 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 2
  %2119 = load i32, ptr %2118, align 8, !tbaa !9
  %2120 = sext i32 %2119 to i64
  call fastcc void @transparent_crc(i64 noundef %2120, ptr noundef nonnull @.str.316, i32 noundef %23)
  %2121 = trunc nuw nsw i64 %2096 to i32
  %2122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2121, i32 noundef 2)
  %2123 = getelementptr inbounds [10 x [4 x i32]], ptr @g_18384, i64 0, i64 %2096, i64 3
  %2124 = load i32, ptr %2123, align 4, !tbaa !9
  %2125 = sext i32 %2124 to i64
  call fastcc void @transparent_crc(i64 noundef %2125, ptr noundef nonnull @.str.316, i32 noundef %23)
  %2126 = trunc nuw nsw i64 %2096 to i32
  %2127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2126, i32 noundef 3)
  br label %2128

2128:                                             ; preds = %2100, %2110
  %2129 = add nuw nsw i64 %2096, 1
  %2130 = icmp eq i64 %2129, 10
  br i1 %2130, label %2131, label %2095, !llvm.loop !54

2131:                                             ; preds = %2128
  call fastcc void @transparent_crc(i64 noundef 4294967286, ptr noundef nonnull @.str.317, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3270938214726669727, ptr noundef nonnull @.str.318, i32 noundef %23)
  %2132 = load volatile i32, ptr @g_18674, align 4, !tbaa !9
  %2133 = sext i32 %2132 to i64
  call fastcc void @transparent_crc(i64 noundef %2133, ptr noundef nonnull @.str.319, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.320, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5792313645214781745, ptr noundef nonnull @.str.321, i32 noundef %23)
  br label %2134

2134:                                             ; preds = %2131, %2203
  %2135 = phi i64 [ 0, %2131 ], [ %2204, %2203 ]
  %2136 = trunc nuw nsw i64 %2135 to i32
  %2137 = trunc nuw nsw i64 %2135 to i32
  %2138 = trunc nuw nsw i64 %2135 to i32
  %2139 = trunc nuw nsw i64 %2135 to i32
  %2140 = trunc nuw nsw i64 %2135 to i32
  %2141 = trunc nuw nsw i64 %2135 to i32
  %2142 = trunc nuw nsw i64 %2135 to i32
  br label %2143

2143:                                             ; preds = %2134, %2200
  %2144 = phi i64 [ 0, %2134 ], [ %2201, %2200 ]
  %2145 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 0
  %2146 = load i32, ptr %2145, align 4, !tbaa !9
  %2147 = sext i32 %2146 to i64
  call fastcc void @transparent_crc(i64 noundef %2147, ptr noundef nonnull @.str.322, i32 noundef %23)
  br i1 %22, label %2148, label %2167

2148:                                             ; preds = %2143
  %2149 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 1
  %2150 = load i32, ptr %2149, align 4, !tbaa !9
  %2151 = sext i32 %2150 to i64
  call fastcc void @transparent_crc(i64 noundef %2151, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2152 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 2
  %2153 = load i32, ptr %2152, align 4, !tbaa !9
  %2154 = sext i32 %2153 to i64
  call fastcc void @transparent_crc(i64 noundef %2154, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2155 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 3
  %2156 = load i32, ptr %2155, align 4, !tbaa !9
  %2157 = sext i32 %2156 to i64
  call fastcc void @transparent_crc(i64 noundef %2157, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2158 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 4
  %2159 = load i32, ptr %2158, align 4, !tbaa !9
  %2160 = sext i32 %2159 to i64
  call fastcc void @transparent_crc(i64 noundef %2160, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2161 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 5
  %2162 = load i32, ptr %2161, align 4, !tbaa !9
  %2163 = sext i32 %2162 to i64
  call fastcc void @transparent_crc(i64 noundef %2163, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2164 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 6
  %2165 = load i32, ptr %2164, align 4, !tbaa !9
  %2166 = sext i32 %2165 to i64
  call fastcc void @transparent_crc(i64 noundef %2166, ptr noundef nonnull @.str.322, i32 noundef %23)
  br label %2200

2167:                                             ; preds = %2143
  %2168 = trunc nuw nsw i64 %2144 to i32
  %2169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2136, i32 noundef %2168, i32 noundef 0)
  %2170 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 1
  %2171 = load i32, ptr %2170, align 4, !tbaa !9
  %2172 = sext i32 %2171 to i64
  call fastcc void @transparent_crc(i64 noundef %2172, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2173 = trunc nuw nsw i64 %2144 to i32
  %2174 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2137, i32 noundef %2173, i32 noundef 1)
  %2175 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 2
  %2176 = load i32, ptr %2175, align 4, !tbaa !9
  %2177 = sext i32 %2176 to i64
  call fastcc void @transparent_crc(i64 noundef %2177, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2178 = trunc nuw nsw i64 %2144 to i32
  %2179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2138, i32 noundef %2178, i32 noundef 2)
  %2180 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 3
  %2181 = load i32, ptr %2180, align 4, !tbaa !9
  %2182 = sext i32 %2181 to i64
  call fastcc void @transparent_crc(i64 noundef %2182, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2183 = trunc nuw nsw i64 %2144 to i32
  %2184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2139, i32 noundef %2183, i32 noundef 3)
  %2185 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 4
  %2186 = load i32, ptr %2185, align 4, !tbaa !9
  %2187 = sext i32 %2186 to i64
  call fastcc void @transparent_crc(i64 noundef %2187, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2188 = trunc nuw nsw i64 %2144 to i32
  %2189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2140, i32 noundef %2188, i32 noundef 4)
  %2190 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 5
  %2191 = load i32, ptr %2190, align 4, !tbaa !9
  %2192 = sext i32 %2191 to i64
  call fastcc void @transparent_crc(i64 noundef %2192, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2193 = trunc nuw nsw i64 %2144 to i32
  %2194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2141, i32 noundef %2193, i32 noundef 5)
  %2195 = getelementptr inbounds [7 x [5 x [7 x i32]]], ptr @g_18891, i64 0, i64 %2135, i64 %2144, i64 6
  %2196 = load i32, ptr %2195, align 4, !tbaa !9
  %2197 = sext i32 %2196 to i64
  call fastcc void @transparent_crc(i64 noundef %2197, ptr noundef nonnull @.str.322, i32 noundef %23)
  %2198 = trunc nuw nsw i64 %2144 to i32
  %2199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2142, i32 noundef %2198, i32 noundef 6)
  br label %2200

2200:                                             ; preds = %2148, %2167
  %2201 = add nuw nsw i64 %2144, 1
  %2202 = icmp eq i64 %2201, 5
  br i1 %2202, label %2203, label %2143, !llvm.loop !55

2203:                                             ; preds = %2200
  %2204 = add nuw nsw i64 %2135, 1
  %2205 = icmp eq i64 %2204, 7
  br i1 %2205, label %2206, label %2134, !llvm.loop !56

2206:                                             ; preds = %2203
  %2207 = load volatile i8, ptr @g_18973, align 1, !tbaa !22
  %2208 = sext i8 %2207 to i64
  call fastcc void @transparent_crc(i64 noundef %2208, ptr noundef nonnull @.str.323, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1973789828807496598, ptr noundef nonnull @.str.324, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 659390880, ptr noundef nonnull @.str.325, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.326, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.327, i32 noundef %23)
  br i1 %22, label %2209, label %2210

2209:                                             ; preds = %2206
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.327, i32 noundef %23)
  br label %2213

2210:                                             ; preds = %2206
  %2211 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.327, i32 noundef %23)
  %2212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %2213

2213:                                             ; preds = %2209, %2210
  call fastcc void @transparent_crc(i64 noundef 4167235936, ptr noundef nonnull @.str.328, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.329, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.330, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.331, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2060551321, ptr noundef nonnull @.str.332, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.333, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.334, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.335, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  br i1 %22, label %2214, label %2215

2214:                                             ; preds = %2213
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  br label %2230

2215:                                             ; preds = %2213
  %2216 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2222 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 3841389011, ptr noundef nonnull @.str.336, i32 noundef %23)
  %2224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  %2225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  %2226 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  %2227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  %2228 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -403168866, ptr noundef nonnull @.str.337, i32 noundef %23)
  %2229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %2230

2230:                                             ; preds = %2214, %2215
  br label %2231

2231:                                             ; preds = %2230, %2251
  %2232 = phi i64 [ %2252, %2251 ], [ 0, %2230 ]
  %2233 = getelementptr inbounds [10 x [3 x i64]], ptr @g_21511, i64 0, i64 %2232, i64 0
  %2234 = load i64, ptr %2233, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2234, ptr noundef nonnull @.str.338, i32 noundef %23)
  br i1 %22, label %2235, label %2240

2235:                                             ; preds = %2231
  %2236 = getelementptr inbounds [10 x [3 x i64]], ptr @g_21511, i64 0, i64 %2232, i64 1
  %2237 = load i64, ptr %2236, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2237, ptr noundef nonnull @.str.338, i32 noundef %23)
  %2238 = getelementptr inbounds [10 x [3 x i64]], ptr @g_21511, i64 0, i64 %2232, i64 2
  %2239 = load i64, ptr %2238, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2239, ptr noundef nonnull @.str.338, i32 noundef %23)
  br label %2251

2240:                                             ; preds = %2231
  %2241 = trunc nuw nsw i64 %2232 to i32
  %2242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2241, i32 noundef 0)
  %2243 = getelementptr inbounds [10 x [3 x i64]], ptr @g_21511, i64 0, i64 %2232, i64 1
  %2244 = load i64, ptr %2243, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2244, ptr noundef nonnull @.str.338, i32 noundef %23)
  %2245 = trunc nuw nsw i64 %2232 to i32
  %2246 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2245, i32 noundef 1)
  %2247 = getelementptr inbounds [10 x [3 x i64]], ptr @g_21511, i64 0, i64 %2232, i64 2
  %2248 = load i64, ptr %2247, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2248, ptr noundef nonnull @.str.338, i32 noundef %23)
  %2249 = trunc nuw nsw i64 %2232 to i32
  %2250 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2249, i32 noundef 2)
  br label %2251

2251:                                             ; preds = %2235, %2240
  %2252 = add nuw nsw i64 %2232, 1
  %2253 = icmp eq i64 %2252, 10
  br i1 %2253, label %2254, label %2231, !llvm.loop !57

2254:                                             ; preds = %2251
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.339, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.340, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1924437706261594682, ptr noundef nonnull @.str.341, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 172857306532744747, ptr noundef nonnull @.str.342, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.343, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.344, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.345, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.346, i32 noundef %23)
  br label %2255

2255:                                             ; preds = %2254, %2336
  %2256 = phi i64 [ 0, %2254 ], [ %2337, %2336 ]
  %2257 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 0
  %2258 = load i32, ptr %2257, align 8, !tbaa !9
  %2259 = sext i32 %2258 to i64
  call fastcc void @transparent_crc(i64 noundef %2259, ptr noundef nonnull @.str.347, i32 noundef %23)
  br i1 %22, label %2260, label %2288

2260:                                             ; preds = %2255
  %2261 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 1
  %2262 = load i32, ptr %2261, align 4, !tbaa !9
  %2263 = sext i32 %2262 to i64
  call fastcc void @transparent_crc(i64 noundef %2263, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2264 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 2
  %2265 = load i32, ptr %2264, align 8, !tbaa !9
  %2266 = sext i32 %2265 to i64
  call fastcc void @transparent_crc(i64 noundef %2266, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2267 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 3
  %2268 = load i32, ptr %2267, align 4, !tbaa !9
  %2269 = sext i32 %2268 to i64
  call fastcc void @transparent_crc(i64 noundef %2269, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2270 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 4
  %2271 = load i32, ptr %2270, align 8, !tbaa !9
  %2272 = sext i32 %2271 to i64
  call fastcc void @transparent_crc(i64 noundef %2272, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2273 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 5
  %2274 = load i32, ptr %2273, align 4, !tbaa !9
  %2275 = sext i32 %2274 to i64
  call fastcc void @transparent_crc(i64 noundef %2275, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2276 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 6
  %2277 = load i32, ptr %2276, align 8, !tbaa !9
  %2278 = sext i32 %2277 to i64
  call fastcc void @transparent_crc(i64 noundef %2278, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2279 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 7
  %2280 = load i32, ptr %2279, align 4, !tbaa !9
  %2281 = sext i32 %2280 to i64
  call fastcc void @transparent_crc(i64 noundef %2281, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2282 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 8
  %2283 = load i32, ptr %2282, align 8, !tbaa !9
  %2284 = sext i32 %2283 to i64
  call fastcc void @transparent_crc(i64 noundef %2284, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2285 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 9
  %2286 = load i32, ptr %2285, align 4, !tbaa !9
  %2287 = sext i32 %2286 to i64
  call fastcc void @transparent_crc(i64 noundef %2287, ptr noundef nonnull @.str.347, i32 noundef %23)
  br label %2336

2288:                                             ; preds = %2255
  %2289 = trunc nuw nsw i64 %2256 to i32
  %2290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2289, i32 noundef 0)
  %2291 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 1
  %2292 = load i32, ptr %2291, align 4, !tbaa !9
  %2293 = sext i32 %2292 to i64
  call fastcc void @transparent_crc(i64 noundef %2293, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2294 = trunc nuw nsw i64 %2256 to i32
  %2295 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2294, i32 noundef 1)
  %2296 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 2
  %2297 = load i32, ptr %2296, align 8, !tbaa !9
  %2298 = sext i32 %2297 to i64
  call fastcc void @transparent_crc(i64 noundef %2298, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2299 = trunc nuw nsw i64 %2256 to i32
  %2300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2299, i32 noundef 2)
  %2301 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 3
  %2302 = load i32, ptr %2301, align 4, !tbaa !9
  %2303 = sext i32 %2302 to i64
  call fastcc void @transparent_crc(i64 noundef %2303, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2304 = trunc nuw nsw i64 %2256 to i32
  %2305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2304, i32 noundef 3)
  %2306 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 4
  %2307 = load i32, ptr %2306, align 8, !tbaa !9
  %2308 = sext i32 %2307 to i64
  call fastcc void @transparent_crc(i64 noundef %2308, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2309 = trunc nuw nsw i64 %2256 to i32
  %2310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2309, i32 noundef 4)
  %2311 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 5
  %2312 = load i32, ptr %2311, align 4, !tbaa !9
  %2313 = sext i32 %2312 to i64
  call fastcc void @transparent_crc(i64 noundef %2313, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2314 = trunc nuw nsw i64 %2256 to i32
  %2315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2314, i32 noundef 5)
  %2316 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 6
  %2317 = load i32, ptr %2316, align 8, !tbaa !9
  %2318 = sext i32 %2317 to i64
  call fastcc void @transparent_crc(i64 noundef %2318, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2319 = trunc nuw nsw i64 %2256 to i32
  %2320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2319, i32 noundef 6)
  %2321 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 7
  %2322 = load i32, ptr %2321, align 4, !tbaa !9
  %2323 = sext i32 %2322 to i64
  call fastcc void @transparent_crc(i64 noundef %2323, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2324 = trunc nuw nsw i64 %2256 to i32
  %2325 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2324, i32 noundef 7)
  %2326 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 8
  %2327 = load i32, ptr %2326, align 8, !tbaa !9
  %2328 = sext i32 %2327 to i64
  call fastcc void @transparent_crc(i64 noundef %2328, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2329 = trunc nuw nsw i64 %2256 to i32
  %2330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2329, i32 noundef 8)
  %2331 = getelementptr inbounds [9 x [10 x i32]], ptr @g_22085, i64 0, i64 %2256, i64 9
  %2332 = load i32, ptr %2331, align 4, !tbaa !9
  %2333 = sext i32 %2332 to i64
  call fastcc void @transparent_crc(i64 noundef %2333, ptr noundef nonnull @.str.347, i32 noundef %23)
  %2334 = trunc nuw nsw i64 %2256 to i32
  %2335 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2334, i32 noundef 9)
  br label %2336

2336:                                             ; preds = %2260, %2288
  %2337 = add nuw nsw i64 %2256, 1
  %2338 = icmp eq i64 %2337, 9
  br i1 %2338, label %2339, label %2255, !llvm.loop !58

2339:                                             ; preds = %2336
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.348, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 43, ptr noundef nonnull @.str.349, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -395960183, ptr noundef nonnull @.str.350, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.351, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.352, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3033, ptr noundef nonnull @.str.353, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.354, i32 noundef %23)
  br i1 %22, label %2342, label %2340

2340:                                             ; preds = %2339
  %2341 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %2342

2342:                                             ; preds = %2340, %2339
  call fastcc void @transparent_crc(i64 noundef -970676191, ptr noundef nonnull @.str.355, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.356, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -798830939, ptr noundef nonnull @.str.357, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.358, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 24, ptr noundef nonnull @.str.359, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.360, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1320106514103853084, ptr noundef nonnull @.str.361, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.362, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.363, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5158, ptr noundef nonnull @.str.364, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7257322917957457606, ptr noundef nonnull @.str.365, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 41, ptr noundef nonnull @.str.366, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 876636322, ptr noundef nonnull @.str.367, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -926508368608186717, ptr noundef nonnull @.str.368, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.369, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.370, i32 noundef %23)
  %2343 = load volatile i32, ptr @g_25485, align 4, !tbaa !9
  %2344 = sext i32 %2343 to i64
  call fastcc void @transparent_crc(i64 noundef %2344, ptr noundef nonnull @.str.371, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.372, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1945205978, ptr noundef nonnull @.str.373, i32 noundef %23)
  br i1 %22, label %2345, label %2346

2345:                                             ; preds = %2342
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.373, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1945205978, ptr noundef nonnull @.str.373, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.373, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1945205978, ptr noundef nonnull @.str.373, i32 noundef %23)
  br label %2352

2346:                                             ; preds = %2342
  %2347 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.373, i32 noundef %23)
  %2348 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1945205978, ptr noundef nonnull @.str.373, i32 noundef %23)
  %2349 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 2, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.373, i32 noundef %23)
  %2350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 3, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1945205978, ptr noundef nonnull @.str.373, i32 noundef %23)
  %2351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 4, i32 noundef 0, i32 noundef 0)
  br label %2352

2352:                                             ; preds = %2345, %2346
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.374, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  br i1 %22, label %2353, label %2354

2353:                                             ; preds = %2352
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  br label %2364

2354:                                             ; preds = %2352
  %2355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 3369136220, ptr noundef nonnull @.str.375, i32 noundef %23)
  %2363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 8)
  br label %2364

2364:                                             ; preds = %2353, %2354
  call fastcc void @transparent_crc(i64 noundef -1706524291, ptr noundef nonnull @.str.376, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -2125816922, ptr noundef nonnull @.str.377, i32 noundef %23)
  br label %2365

2365:                                             ; preds = %2364, %2414
  %2366 = phi i64 [ 0, %2364 ], [ %2415, %2414 ]
  %2367 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 0
  %2368 = load i32, ptr %2367, align 8, !tbaa !9
  %2369 = zext i32 %2368 to i64
  call fastcc void @transparent_crc(i64 noundef %2369, ptr noundef nonnull @.str.378, i32 noundef %23)
  br i1 %22, label %2370, label %2386

2370:                                             ; preds = %2365
  %2371 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 1
  %2372 = load i32, ptr %2371, align 4, !tbaa !9
  %2373 = zext i32 %2372 to i64
  call fastcc void @transparent_crc(i64 noundef %2373, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2374 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 2
  %2375 = load i32, ptr %2374, align 8, !tbaa !9
  %2376 = zext i32 %2375 to i64
  call fastcc void @transparent_crc(i64 noundef %2376, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2377 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 3
  %2378 = load i32, ptr %2377, align 4, !tbaa !9
  %2379 = zext i32 %2378 to i64
  call fastcc void @transparent_crc(i64 noundef %2379, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2380 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 4
  %2381 = load i32, ptr %2380, align 8, !tbaa !9
  %2382 = zext i32 %2381 to i64
  call fastcc void @transparent_crc(i64 noundef %2382, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2383 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 5
  %2384 = load i32, ptr %2383, align 4, !tbaa !9
  %2385 = zext i32 %2384 to i64
  call fastcc void @transparent_crc(i64 noundef %2385, ptr noundef nonnull @.str.378, i32 noundef %23)
  br label %2414

2386:                                             ; preds = %2365
  %2387 = trunc nuw nsw i64 %2366 to i32
  %2388 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2387, i32 noundef 0)
  %2389 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 1
  %2390 = load i32, ptr %2389, align 4, !tbaa !9
  %2391 = zext i32 %2390 to i64
  call fastcc void @transparent_crc(i64 noundef %2391, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2392 = trunc nuw nsw i64 %2366 to i32
  %2393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2392, i32 noundef 1)
  %2394 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 2
  %2395 = load i32, ptr %2394, align 8, !tbaa !9
  %2396 = zext i32 %2395 to i64
  call fastcc void @transparent_crc(i64 noundef %2396, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2397 = trunc nuw nsw i64 %2366 to i32
  %2398 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2397, i32 noundef 2)
  %2399 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 3
  %2400 = load i32, ptr %2399, align 4, !tbaa !9
  %2401 = zext i32 %2400 to i64
  call fastcc void @transparent_crc(i64 noundef %2401, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2402 = trunc nuw nsw i64 %2366 to i32
  %2403 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2402, i32 noundef 3)
  %2404 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 4
  %2405 = load i32, ptr %2404, align 8, !tbaa !9
  %2406 = zext i32 %2405 to i64
  call fastcc void @transparent_crc(i64 noundef %2406, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2407 = trunc nuw nsw i64 %2366 to i32
  %2408 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2407, i32 noundef 4)
  %2409 = getelementptr inbounds [8 x [6 x i32]], ptr @g_26169, i64 0, i64 %2366, i64 5
  %2410 = load i32, ptr %2409, align 4, !tbaa !9
  %2411 = zext i32 %2410 to i64
  call fastcc void @transparent_crc(i64 noundef %2411, ptr noundef nonnull @.str.378, i32 noundef %23)
  %2412 = trunc nuw nsw i64 %2366 to i32
  %2413 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2412, i32 noundef 5)
  br label %2414

2414:                                             ; preds = %2370, %2386
  %2415 = add nuw nsw i64 %2366, 1
  %2416 = icmp eq i64 %2415, 8
  br i1 %2416, label %2417, label %2365, !llvm.loop !59

2417:                                             ; preds = %2414
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.379, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -276750798182816606, ptr noundef nonnull @.str.380, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3098822169459910450, ptr noundef nonnull @.str.381, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.382, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 15429, ptr noundef nonnull @.str.383, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  br i1 %22, label %2418, label %2419

2418:                                             ; preds = %2417
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  br label %2424

2419:                                             ; preds = %2417
  %2420 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  %2421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  %2422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -3, ptr noundef nonnull @.str.384, i32 noundef %23)
  %2423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %2424

2424:                                             ; preds = %2418, %2419
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.385, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.386, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1339466614, ptr noundef nonnull @.str.387, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -797292, ptr noundef nonnull @.str.388, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.389, i32 noundef %23)
  br label %2425

2425:                                             ; preds = %2424, %2458
  %2426 = phi i64 [ 0, %2424 ], [ %2459, %2458 ]
  %2427 = trunc nuw nsw i64 %2426 to i32
  %2428 = trunc nuw nsw i64 %2426 to i32
  %2429 = trunc nuw nsw i64 %2426 to i32
  br label %2430

2430:                                             ; preds = %2425, %2455
  %2431 = phi i64 [ 0, %2425 ], [ %2456, %2455 ]
  %2432 = getelementptr inbounds [5 x [8 x [3 x i8]]], ptr @g_27382, i64 0, i64 %2426, i64 %2431, i64 0
  %2433 = load volatile i8, ptr %2432, align 1, !tbaa !22
  %2434 = sext i8 %2433 to i64
  call fastcc void @transparent_crc(i64 noundef %2434, ptr noundef nonnull @.str.390, i32 noundef %23)
  br i1 %22, label %2435, label %2442

2435:                                             ; preds = %2430
  %2436 = getelementptr inbounds [5 x [8 x [3 x i8]]], ptr @g_27382, i64 0, i64 %2426, i64 %2431, i64 1
  %2437 = load volatile i8, ptr %2436, align 1, !tbaa !22
  %2438 = sext i8 %2437 to i64
  call fastcc void @transparent_crc(i64 noundef %2438, ptr noundef nonnull @.str.390, i32 noundef %23)
  %2439 = getelementptr inbounds [5 x [8 x [3 x i8]]], ptr @g_27382, i64 0, i64 %2426, i64 %2431, i64 2
  %2440 = load volatile i8, ptr %2439, align 1, !tbaa !22
  %2441 = sext i8 %2440 to i64
  call fastcc void @transparent_crc(i64 noundef %2441, ptr noundef nonnull @.str.390, i32 noundef %23)
  br label %2455

2442:                                             ; preds = %2430
  %2443 = trunc nuw nsw i64 %2431 to i32
  %2444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2427, i32 noundef %2443, i32 noundef 0)
  %2445 = getelementptr inbounds [5 x [8 x [3 x i8]]], ptr @g_27382, i64 0, i64 %2426, i64 %2431, i64 1
  %2446 = load volatile i8, ptr %2445, align 1, !tbaa !22
  %2447 = sext i8 %2446 to i64
  call fastcc void @transparent_crc(i64 noundef %2447, ptr noundef nonnull @.str.390, i32 noundef %23)
  %2448 = trunc nuw nsw i64 %2431 to i32
  %2449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2428, i32 noundef %2448, i32 noundef 1)
  %2450 = getelementptr inbounds [5 x [8 x [3 x i8]]], ptr @g_27382, i64 0, i64 %2426, i64 %2431, i64 2
  %2451 = load volatile i8, ptr %2450, align 1, !tbaa !22
  %2452 = sext i8 %2451 to i64
  call fastcc void @transparent_crc(i64 noundef %2452, ptr noundef nonnull @.str.390, i32 noundef %23)
  %2453 = trunc nuw nsw i64 %2431 to i32
  %2454 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2429, i32 noundef %2453, i32 noundef 2)
  br label %2455

2455:                                             ; preds = %2435, %2442
  %2456 = add nuw nsw i64 %2431, 1
  %2457 = icmp eq i64 %2456, 8
  br i1 %2457, label %2458, label %2430, !llvm.loop !60

2458:                                             ; preds = %2455
  %2459 = add nuw nsw i64 %2426, 1
  %2460 = icmp eq i64 %2459, 5
  br i1 %2460, label %2461, label %2425, !llvm.loop !61

2461:                                             ; preds = %2458
  call fastcc void @transparent_crc(i64 noundef 2769187821642193363, ptr noundef nonnull @.str.391, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 19667, ptr noundef nonnull @.str.392, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1940088871, ptr noundef nonnull @.str.393, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7909352318982659539, ptr noundef nonnull @.str.394, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967294, ptr noundef nonnull @.str.395, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 417821031, ptr noundef nonnull @.str.396, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.397, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.398, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.399, i32 noundef %23)
  br label %2462

2462:                                             ; preds = %2461, %2503
  %2463 = phi i64 [ 0, %2461 ], [ %2504, %2503 ]
  %2464 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 0
  %2465 = load i16, ptr %2464, align 2, !tbaa !17
  %2466 = sext i16 %2465 to i64
  call fastcc void @transparent_crc(i64 noundef %2466, ptr noundef nonnull @.str.400, i32 noundef %23)
  br i1 %22, label %2467, label %2480

2467:                                             ; preds = %2462
  %2468 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 1
  %2469 = load i16, ptr %2468, align 2, !tbaa !17
  %2470 = sext i16 %2469 to i64
  call fastcc void @transparent_crc(i64 noundef %2470, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2471 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 2
  %2472 = load i16, ptr %2471, align 2, !tbaa !17
  %2473 = sext i16 %2472 to i64
  call fastcc void @transparent_crc(i64 noundef %2473, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2474 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 3
  %2475 = load i16, ptr %2474, align 2, !tbaa !17
  %2476 = sext i16 %2475 to i64
  call fastcc void @transparent_crc(i64 noundef %2476, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2477 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 4
  %2478 = load i16, ptr %2477, align 2, !tbaa !17
  %2479 = sext i16 %2478 to i64
  call fastcc void @transparent_crc(i64 noundef %2479, ptr noundef nonnull @.str.400, i32 noundef %23)
  br label %2503

2480:                                             ; preds = %2462
  %2481 = trunc nuw nsw i64 %2463 to i32
  %2482 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %2481, i32 noundef 0)
  %2483 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 1
  %2484 = load i16, ptr %2483, align 2, !tbaa !17
  %2485 = sext i16 %2484 to i64
  call fastcc void @transparent_crc(i64 noundef %2485, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2486 = trunc nuw nsw i64 %2463 to i32
  %2487 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %2486, i32 noundef 1)
  %2488 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 2
  %2489 = load i16, ptr %2488, align 2, !tbaa !17
  %2490 = sext i16 %2489 to i64
  call fastcc void @transparent_crc(i64 noundef %2490, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2491 = trunc nuw nsw i64 %2463 to i32
  %2492 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %2491, i32 noundef 2)
  %2493 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 3
  %2494 = load i16, ptr %2493, align 2, !tbaa !17
  %2495 = sext i16 %2494 to i64
  call fastcc void @transparent_crc(i64 noundef %2495, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2496 = trunc nuw nsw i64 %2463 to i32
  %2497 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %2496, i32 noundef 3)
  %2498 = getelementptr inbounds [4 x [5 x i16]], ptr @g_27912, i64 0, i64 %2463, i64 4
  %2499 = load i16, ptr %2498, align 2, !tbaa !17
  %2500 = sext i16 %2499 to i64
  call fastcc void @transparent_crc(i64 noundef %2500, ptr noundef nonnull @.str.400, i32 noundef %23)
  %2501 = trunc nuw nsw i64 %2463 to i32
  %2502 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %2501, i32 noundef 4)
  br label %2503

2503:                                             ; preds = %2467, %2480
  %2504 = add nuw nsw i64 %2463, 1
  %2505 = icmp eq i64 %2504, 4
  br i1 %2505, label %2506, label %2462, !llvm.loop !62

2506:                                             ; preds = %2503
  call fastcc void @transparent_crc(i64 noundef 657548820, ptr noundef nonnull @.str.401, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 253, ptr noundef nonnull @.str.402, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967291, ptr noundef nonnull @.str.403, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.404, i32 noundef %23)
  br i1 %22, label %2507, label %2508

2507:                                             ; preds = %2506
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.404, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.404, i32 noundef %23)
  br label %2512

2508:                                             ; preds = %2506
  %2509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.404, i32 noundef %23)
  %2510 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.404, i32 noundef %23)
  %2511 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %2512

2512:                                             ; preds = %2507, %2508
  call fastcc void @transparent_crc(i64 noundef -9037292746783246126, ptr noundef nonnull @.str.405, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.406, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.407, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.408, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.409, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 251, ptr noundef nonnull @.str.410, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.411, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  br i1 %22, label %2513, label %2514

2513:                                             ; preds = %2512
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2134550569, ptr noundef nonnull @.str.412, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2134550569, ptr noundef nonnull @.str.412, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  br label %2522

2514:                                             ; preds = %2512
  %2515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  %2516 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 2134550569, ptr noundef nonnull @.str.412, i32 noundef %23)
  %2517 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  %2518 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  %2519 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 2134550569, ptr noundef nonnull @.str.412, i32 noundef %23)
  %2520 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.412, i32 noundef %23)
  %2521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %2522

2522:                                             ; preds = %2513, %2514
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.413, i32 noundef %23)
  br label %2523

2523:                                             ; preds = %2522, %2548
  %2524 = phi i64 [ 0, %2522 ], [ %2549, %2548 ]
  %2525 = getelementptr inbounds [8 x [3 x i32]], ptr @g_28958, i64 0, i64 %2524, i64 0
  %2526 = load i32, ptr %2525, align 4, !tbaa !9
  %2527 = zext i32 %2526 to i64
  call fastcc void @transparent_crc(i64 noundef %2527, ptr noundef nonnull @.str.414, i32 noundef %23)
  br i1 %22, label %2528, label %2535

2528:                                             ; preds = %2523
  %2529 = getelementptr inbounds [8 x [3 x i32]], ptr @g_28958, i64 0, i64 %2524, i64 1
  %2530 = load i32, ptr %2529, align 4, !tbaa !9
  %2531 = zext i32 %2530 to i64
  call fastcc void @transparent_crc(i64 noundef %2531, ptr noundef nonnull @.str.414, i32 noundef %23)
  %2532 = getelementptr inbounds [8 x [3 x i32]], ptr @g_28958, i64 0, i64 %2524, i64 2
  %2533 = load i32, ptr %2532, align 4, !tbaa !9
  %2534 = zext i32 %2533 to i64
  call fastcc void @transparent_crc(i64 noundef %2534, ptr noundef nonnull @.str.414, i32 noundef %23)
  br label %2548

2535:                                             ; preds = %2523
  %2536 = trunc nuw nsw i64 %2524 to i32
  %2537 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2536, i32 noundef 0)
  %2538 = getelementptr inbounds [8 x [3 x i32]], ptr @g_28958, i64 0, i64 %2524, i64 1
  %2539 = load i32, ptr %2538, align 4, !tbaa !9
  %2540 = zext i32 %2539 to i64
  call fastcc void @transparent_crc(i64 noundef %2540, ptr noundef nonnull @.str.414, i32 noundef %23)
  %2541 = trunc nuw nsw i64 %2524 to i32
  %2542 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2541, i32 noundef 1)
  %2543 = getelementptr inbounds [8 x [3 x i32]], ptr @g_28958, i64 0, i64 %2524, i64 2
  %2544 = load i32, ptr %2543, align 4, !tbaa !9
  %2545 = zext i32 %2544 to i64
  call fastcc void @transparent_crc(i64 noundef %2545, ptr noundef nonnull @.str.414, i32 noundef %23)
  %2546 = trunc nuw nsw i64 %2524 to i32
  %2547 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2546, i32 noundef 2)
  br label %2548

2548:                                             ; preds = %2528, %2535
  %2549 = add nuw nsw i64 %2524, 1
  %2550 = icmp eq i64 %2549, 8
  br i1 %2550, label %2551, label %2523, !llvm.loop !63

2551:                                             ; preds = %2548
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.415, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  br i1 %22, label %2552, label %2553

2552:                                             ; preds = %2551
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  br label %2563

2553:                                             ; preds = %2551
  %2554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2555 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2556 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2557 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2558 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2559 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2560 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.416, i32 noundef %23)
  %2562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %2563

2563:                                             ; preds = %2552, %2553
  %2564 = load i32, ptr @g_29123, align 4, !tbaa !9
  %2565 = sext i32 %2564 to i64
  call fastcc void @transparent_crc(i64 noundef %2565, ptr noundef nonnull @.str.417, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -19730, ptr noundef nonnull @.str.418, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.419, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.420, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.421, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2334159692, ptr noundef nonnull @.str.422, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.423, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  br i1 %22, label %2566, label %2567

2566:                                             ; preds = %2563
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  br label %2573

2567:                                             ; preds = %2563
  %2568 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  %2569 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  %2570 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  %2571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 3282866526, ptr noundef nonnull @.str.424, i32 noundef %23)
  %2572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %2573

2573:                                             ; preds = %2566, %2567
  br label %2574

2574:                                             ; preds = %2573, %2625
  %2575 = phi i64 [ %2626, %2625 ], [ 0, %2573 ]
  %2576 = trunc nuw nsw i64 %2575 to i32
  %2577 = trunc nuw nsw i64 %2575 to i32
  %2578 = trunc nuw nsw i64 %2575 to i32
  %2579 = trunc nuw nsw i64 %2575 to i32
  %2580 = trunc nuw nsw i64 %2575 to i32
  br label %2581

2581:                                             ; preds = %2574, %2622
  %2582 = phi i64 [ 0, %2574 ], [ %2623, %2622 ]
  %2583 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 0
  %2584 = load i32, ptr %2583, align 4, !tbaa !9
  %2585 = sext i32 %2584 to i64
  call fastcc void @transparent_crc(i64 noundef %2585, ptr noundef nonnull @.str.425, i32 noundef %23)
  br i1 %22, label %2586, label %2599

2586:                                             ; preds = %2581
  %2587 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 1
  %2588 = load i32, ptr %2587, align 4, !tbaa !9
  %2589 = sext i32 %2588 to i64
  call fastcc void @transparent_crc(i64 noundef %2589, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2590 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 2
  %2591 = load i32, ptr %2590, align 4, !tbaa !9
  %2592 = sext i32 %2591 to i64
  call fastcc void @transparent_crc(i64 noundef %2592, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2593 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 3
  %2594 = load i32, ptr %2593, align 4, !tbaa !9
  %2595 = sext i32 %2594 to i64
  call fastcc void @transparent_crc(i64 noundef %2595, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2596 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 4
  %2597 = load i32, ptr %2596, align 4, !tbaa !9
  %2598 = sext i32 %2597 to i64
  call fastcc void @transparent_crc(i64 noundef %2598, ptr noundef nonnull @.str.425, i32 noundef %23)
  br label %2622

2599:                                             ; preds = %2581
  %2600 = trunc nuw nsw i64 %2582 to i32
  %2601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2576, i32 noundef %2600, i32 noundef 0)
  %2602 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 1
  %2603 = load i32, ptr %2602, align 4, !tbaa !9
  %2604 = sext i32 %2603 to i64
  call fastcc void @transparent_crc(i64 noundef %2604, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2605 = trunc nuw nsw i64 %2582 to i32
  %2606 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2577, i32 noundef %2605, i32 noundef 1)
  %2607 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 2
  %2608 = load i32, ptr %2607, align 4, !tbaa !9
  %2609 = sext i32 %2608 to i64
  call fastcc void @transparent_crc(i64 noundef %2609, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2610 = trunc nuw nsw i64 %2582 to i32
  %2611 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2578, i32 noundef %2610, i32 noundef 2)
  %2612 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 3
  %2613 = load i32, ptr %2612, align 4, !tbaa !9
  %2614 = sext i32 %2613 to i64
  call fastcc void @transparent_crc(i64 noundef %2614, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2615 = trunc nuw nsw i64 %2582 to i32
  %2616 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2579, i32 noundef %2615, i32 noundef 3)
  %2617 = getelementptr inbounds [5 x [6 x [5 x i32]]], ptr @g_29960, i64 0, i64 %2575, i64 %2582, i64 4
  %2618 = load i32, ptr %2617, align 4, !tbaa !9
  %2619 = sext i32 %2618 to i64
  call fastcc void @transparent_crc(i64 noundef %2619, ptr noundef nonnull @.str.425, i32 noundef %23)
  %2620 = trunc nuw nsw i64 %2582 to i32
  %2621 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2580, i32 noundef %2620, i32 noundef 4)
  br label %2622

2622:                                             ; preds = %2586, %2599
  %2623 = add nuw nsw i64 %2582, 1
  %2624 = icmp eq i64 %2623, 6
  br i1 %2624, label %2625, label %2581, !llvm.loop !64

2625:                                             ; preds = %2622
  %2626 = add nuw nsw i64 %2575, 1
  %2627 = icmp eq i64 %2626, 5
  br i1 %2627, label %2628, label %2574, !llvm.loop !65

2628:                                             ; preds = %2625
  call fastcc void @transparent_crc(i64 noundef 37256, ptr noundef nonnull @.str.426, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -120, ptr noundef nonnull @.str.427, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.428, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2072154558, ptr noundef nonnull @.str.429, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.430, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  br i1 %22, label %2629, label %2630

2629:                                             ; preds = %2628
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  br label %2641

2630:                                             ; preds = %2628
  %2631 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2632 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2633 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2634 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2636 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2637 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2638 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2639 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 65526, ptr noundef nonnull @.str.431, i32 noundef %23)
  %2640 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %2641

2641:                                             ; preds = %2629, %2630
  call fastcc void @transparent_crc(i64 noundef 251, ptr noundef nonnull @.str.432, i32 noundef %23)
  br label %2642

2642:                                             ; preds = %2641, %2686
  %2643 = phi i64 [ 0, %2641 ], [ %2687, %2686 ]
  %2644 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 0
  %2645 = load i64, ptr %2644, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2645, ptr noundef nonnull @.str.433, i32 noundef %23)
  br i1 %22, label %2646, label %2659

2646:                                             ; preds = %2642
  %2647 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 1
  %2648 = load i64, ptr %2647, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2648, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2649 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 2
  %2650 = load i64, ptr %2649, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2650, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2651 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 3
  %2652 = load i64, ptr %2651, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2652, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2653 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 4
  %2654 = load i64, ptr %2653, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2654, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2655 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 5
  %2656 = load i64, ptr %2655, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2656, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2657 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 6
  %2658 = load i64, ptr %2657, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2658, ptr noundef nonnull @.str.433, i32 noundef %23)
  br label %2686

2659:                                             ; preds = %2642
  %2660 = trunc nuw nsw i64 %2643 to i32
  %2661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2660, i32 noundef 0)
  %2662 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 1
  %2663 = load i64, ptr %2662, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2663, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2664 = trunc nuw nsw i64 %2643 to i32
  %2665 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2664, i32 noundef 1)
  %2666 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 2
  %2667 = load i64, ptr %2666, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2667, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2668 = trunc nuw nsw i64 %2643 to i32
  %2669 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2668, i32 noundef 2)
  %2670 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 3
  %2671 = load i64, ptr %2670, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2671, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2672 = trunc nuw nsw i64 %2643 to i32
  %2673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2672, i32 noundef 3)
  %2674 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 4
  %2675 = load i64, ptr %2674, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2675, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2676 = trunc nuw nsw i64 %2643 to i32
  %2677 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2676, i32 noundef 4)
  %2678 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 5
  %2679 = load i64, ptr %2678, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2679, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2680 = trunc nuw nsw i64 %2643 to i32
  %2681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2680, i32 noundef 5)
  %2682 = getelementptr inbounds [5 x [7 x i64]], ptr @g_31128, i64 0, i64 %2643, i64 6
  %2683 = load i64, ptr %2682, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2683, ptr noundef nonnull @.str.433, i32 noundef %23)
  %2684 = trunc nuw nsw i64 %2643 to i32
  %2685 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2684, i32 noundef 6)
  br label %2686

2686:                                             ; preds = %2646, %2659
  %2687 = add nuw nsw i64 %2643, 1
  %2688 = icmp eq i64 %2687, 5
  br i1 %2688, label %2689, label %2642, !llvm.loop !66

2689:                                             ; preds = %2686
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.434, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.435, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1523849806, ptr noundef nonnull @.str.436, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  br i1 %22, label %2690, label %2691

2690:                                             ; preds = %2689
  call fastcc void @transparent_crc(i64 noundef 38229, ptr noundef nonnull @.str.437, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 38229, ptr noundef nonnull @.str.437, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.437, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  br label %2700

2691:                                             ; preds = %2689
  %2692 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 38229, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2693 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 38229, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2694 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2695 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2696 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 2, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2698 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 60038, ptr noundef nonnull @.str.437, i32 noundef %23)
  %2699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef 3, i32 noundef 1)
  br label %2700

2700:                                             ; preds = %2690, %2691
  call fastcc void @transparent_crc(i64 noundef -567062314, ptr noundef nonnull @.str.438, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -224505489, ptr noundef nonnull @.str.439, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1755730356, ptr noundef nonnull @.str.440, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 10323, ptr noundef nonnull @.str.441, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 312922754, ptr noundef nonnull @.str.442, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3222, ptr noundef nonnull @.str.443, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.444, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4410, ptr noundef nonnull @.str.445, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  br i1 %22, label %2701, label %2702

2701:                                             ; preds = %2700
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  br label %2710

2702:                                             ; preds = %2700
  %2703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  %2704 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  %2705 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  %2706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  %2707 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  %2708 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1358920061, ptr noundef nonnull @.str.446, i32 noundef %23)
  %2709 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %2710

2710:                                             ; preds = %2701, %2702
  call fastcc void @transparent_crc(i64 noundef 135, ptr noundef nonnull @.str.447, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.448, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2981047362, ptr noundef nonnull @.str.449, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.450, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -18149, ptr noundef nonnull @.str.451, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  br i1 %22, label %2711, label %2712

2711:                                             ; preds = %2710
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  br label %2721

2712:                                             ; preds = %2710
  %2713 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  %2714 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  %2715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.452, i32 noundef %23)
  %2716 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  %2717 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  %2718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  %2719 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 199, ptr noundef nonnull @.str.453, i32 noundef %23)
  %2720 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %2721

2721:                                             ; preds = %2711, %2712
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.454, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2080544016, ptr noundef nonnull @.str.455, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1401101865, ptr noundef nonnull @.str.456, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 106, ptr noundef nonnull @.str.457, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.458, i32 noundef %23)
  br label %2722

2722:                                             ; preds = %2721, %2787
  %2723 = phi i64 [ 0, %2721 ], [ %2788, %2787 ]
  %2724 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 0, i64 0
  %2725 = load i8, ptr %2724, align 8, !tbaa !22
  %2726 = sext i8 %2725 to i64
  call fastcc void @transparent_crc(i64 noundef %2726, ptr noundef nonnull @.str.459, i32 noundef %23)
  br i1 %22, label %2727, label %2749

2727:                                             ; preds = %2722
  %2728 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 0, i64 1
  %2729 = load i8, ptr %2728, align 1, !tbaa !22
  %2730 = sext i8 %2729 to i64
  call fastcc void @transparent_crc(i64 noundef %2730, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2731 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 1, i64 0
  %2732 = load i8, ptr %2731, align 2, !tbaa !22
  %2733 = sext i8 %2732 to i64
  call fastcc void @transparent_crc(i64 noundef %2733, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2734 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 1, i64 1
  %2735 = load i8, ptr %2734, align 1, !tbaa !22
  %2736 = sext i8 %2735 to i64
  call fastcc void @transparent_crc(i64 noundef %2736, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2737 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 2, i64 0
  %2738 = load i8, ptr %2737, align 4, !tbaa !22
  %2739 = sext i8 %2738 to i64
  call fastcc void @transparent_crc(i64 noundef %2739, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2740 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 2, i64 1
  %2741 = load i8, ptr %2740, align 1, !tbaa !22
  %2742 = sext i8 %2741 to i64
  call fastcc void @transparent_crc(i64 noundef %2742, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2743 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 3, i64 0
  %2744 = load i8, ptr %2743, align 2, !tbaa !22
  %2745 = sext i8 %2744 to i64
  call fastcc void @transparent_crc(i64 noundef %2745, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2746 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 3, i64 1
  %2747 = load i8, ptr %2746, align 1, !tbaa !22
  %2748 = sext i8 %2747 to i64
  call fastcc void @transparent_crc(i64 noundef %2748, ptr noundef nonnull @.str.459, i32 noundef %23)
  br label %2787

2749:                                             ; preds = %2722
  %2750 = trunc nuw nsw i64 %2723 to i32
  %2751 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2750, i32 noundef 0, i32 noundef 0)
  %2752 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 0, i64 1
  %2753 = load i8, ptr %2752, align 1, !tbaa !22
  %2754 = sext i8 %2753 to i64
  call fastcc void @transparent_crc(i64 noundef %2754, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2755 = trunc nuw nsw i64 %2723 to i32
  %2756 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2755, i32 noundef 0, i32 noundef 1)
  %2757 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 1, i64 0
  %2758 = load i8, ptr %2757, align 2, !tbaa !22
  %2759 = sext i8 %2758 to i64
  call fastcc void @transparent_crc(i64 noundef %2759, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2760 = trunc nuw nsw i64 %2723 to i32
  %2761 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2760, i32 noundef 1, i32 noundef 0)
  %2762 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 1, i64 1
  %2763 = load i8, ptr %2762, align 1, !tbaa !22
  %2764 = sext i8 %2763 to i64
  call fastcc void @transparent_crc(i64 noundef %2764, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2765 = trunc nuw nsw i64 %2723 to i32
  %2766 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2765, i32 noundef 1, i32 noundef 1)
  %2767 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 2, i64 0
  %2768 = load i8, ptr %2767, align 4, !tbaa !22
  %2769 = sext i8 %2768 to i64
  call fastcc void @transparent_crc(i64 noundef %2769, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2770 = trunc nuw nsw i64 %2723 to i32
  %2771 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2770, i32 noundef 2, i32 noundef 0)
  %2772 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 2, i64 1
  %2773 = load i8, ptr %2772, align 1, !tbaa !22
  %2774 = sext i8 %2773 to i64
  call fastcc void @transparent_crc(i64 noundef %2774, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2775 = trunc nuw nsw i64 %2723 to i32
  %2776 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2775, i32 noundef 2, i32 noundef 1)
  %2777 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 3, i64 0
  %2778 = load i8, ptr %2777, align 2, !tbaa !22
  %2779 = sext i8 %2778 to i64
  call fastcc void @transparent_crc(i64 noundef %2779, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2780 = trunc nuw nsw i64 %2723 to i32
  %2781 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2780, i32 noundef 3, i32 noundef 0)
  %2782 = getelementptr inbounds [8 x [4 x [2 x i8]]], ptr @g_33479, i64 0, i64 %2723, i64 3, i64 1
  %2783 = load i8, ptr %2782, align 1, !tbaa !22
  %2784 = sext i8 %2783 to i64
  call fastcc void @transparent_crc(i64 noundef %2784, ptr noundef nonnull @.str.459, i32 noundef %23)
  %2785 = trunc nuw nsw i64 %2723 to i32
  %2786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2785, i32 noundef 3, i32 noundef 1)
  br label %2787

2787:                                             ; preds = %2727, %2749
  %2788 = add nuw nsw i64 %2723, 1
  %2789 = icmp eq i64 %2788, 8
  br i1 %2789, label %2790, label %2722, !llvm.loop !67

2790:                                             ; preds = %2787
  call fastcc void @transparent_crc(i64 noundef 4294967289, ptr noundef nonnull @.str.460, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 347780171, ptr noundef nonnull @.str.461, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6556, ptr noundef nonnull @.str.462, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.463, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3507, ptr noundef nonnull @.str.464, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.465, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  br i1 %22, label %2791, label %2792

2791:                                             ; preds = %2790
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  br label %2797

2792:                                             ; preds = %2790
  %2793 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  %2794 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  %2795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.466, i32 noundef %23)
  %2796 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %2797

2797:                                             ; preds = %2791, %2792
  call fastcc void @transparent_crc(i64 noundef 4180193806, ptr noundef nonnull @.str.467, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6729, ptr noundef nonnull @.str.468, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 95, ptr noundef nonnull @.str.469, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.470, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  br i1 %22, label %2798, label %2799

2798:                                             ; preds = %2797
  call fastcc void @transparent_crc(i64 noundef 466919993, ptr noundef nonnull @.str.471, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 466919993, ptr noundef nonnull @.str.471, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.473, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.473, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  br label %2820

2799:                                             ; preds = %2797
  %2800 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 466919993, ptr noundef nonnull @.str.471, i32 noundef %23)
  %2801 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  %2802 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  %2803 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 466919993, ptr noundef nonnull @.str.471, i32 noundef %23)
  %2804 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  %2805 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.471, i32 noundef %23)
  %2806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  %2807 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  %2808 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  %2809 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  %2810 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  %2811 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.472, i32 noundef %23)
  %2812 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2813 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2814 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2815 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2816 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2817 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2818 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 2006345560127730288, ptr noundef nonnull @.str.473, i32 noundef %23)
  %2819 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %2820

2820:                                             ; preds = %2798, %2799
  call fastcc void @transparent_crc(i64 noundef 19, ptr noundef nonnull @.str.474, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.475, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 124, ptr noundef nonnull @.str.476, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3982, ptr noundef nonnull @.str.477, i32 noundef %23)
  br label %2821

2821:                                             ; preds = %2820, %2853
  %2822 = phi i64 [ 0, %2820 ], [ %2854, %2853 ]
  %2823 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 0
  %2824 = load i64, ptr %2823, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2824, ptr noundef nonnull @.str.478, i32 noundef %23)
  br i1 %22, label %2825, label %2834

2825:                                             ; preds = %2821
  %2826 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 1
  %2827 = load i64, ptr %2826, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2827, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2828 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 2
  %2829 = load i64, ptr %2828, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2829, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2830 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 3
  %2831 = load i64, ptr %2830, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2831, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2832 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 4
  %2833 = load i64, ptr %2832, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2833, ptr noundef nonnull @.str.478, i32 noundef %23)
  br label %2853

2834:                                             ; preds = %2821
  %2835 = trunc nuw nsw i64 %2822 to i32
  %2836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2835, i32 noundef 0)
  %2837 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 1
  %2838 = load i64, ptr %2837, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2838, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2839 = trunc nuw nsw i64 %2822 to i32
  %2840 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2839, i32 noundef 1)
  %2841 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 2
  %2842 = load i64, ptr %2841, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2842, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2843 = trunc nuw nsw i64 %2822 to i32
  %2844 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2843, i32 noundef 2)
  %2845 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 3
  %2846 = load i64, ptr %2845, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2846, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2847 = trunc nuw nsw i64 %2822 to i32
  %2848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2847, i32 noundef 3)
  %2849 = getelementptr inbounds [4 x [5 x i64]], ptr @g_34883, i64 0, i64 %2822, i64 4
  %2850 = load i64, ptr %2849, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %2850, ptr noundef nonnull @.str.478, i32 noundef %23)
  %2851 = trunc nuw nsw i64 %2822 to i32
  %2852 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2851, i32 noundef 4)
  br label %2853

2853:                                             ; preds = %2825, %2834
  %2854 = add nuw nsw i64 %2822, 1
  %2855 = icmp eq i64 %2854, 4
  br i1 %2855, label %2856, label %2821, !llvm.loop !68

2856:                                             ; preds = %2853
  call fastcc void @transparent_crc(i64 noundef 14, ptr noundef nonnull @.str.479, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -412472588902361399, ptr noundef nonnull @.str.480, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.481, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2104640080, ptr noundef nonnull @.str.482, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1176662981, ptr noundef nonnull @.str.483, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8280529075575829506, ptr noundef nonnull @.str.484, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.485, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.486, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -30, ptr noundef nonnull @.str.487, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8010520327477242194, ptr noundef nonnull @.str.488, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1917487311456422721, ptr noundef nonnull @.str.489, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.490, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 25291, ptr noundef nonnull @.str.491, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.492, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 164, ptr noundef nonnull @.str.493, i32 noundef %23)
  br label %2857

2857:                                             ; preds = %2856, %2938
  %2858 = phi i64 [ 0, %2856 ], [ %2939, %2938 ]
  %2859 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 0
  %2860 = load i8, ptr %2859, align 2, !tbaa !22
  %2861 = zext i8 %2860 to i64
  call fastcc void @transparent_crc(i64 noundef %2861, ptr noundef nonnull @.str.494, i32 noundef %23)
  br i1 %22, label %2862, label %2890

2862:                                             ; preds = %2857
  %2863 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 1
  %2864 = load i8, ptr %2863, align 1, !tbaa !22
  %2865 = zext i8 %2864 to i64
  call fastcc void @transparent_crc(i64 noundef %2865, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2866 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 2
  %2867 = load i8, ptr %2866, align 2, !tbaa !22
  %2868 = zext i8 %2867 to i64
  call fastcc void @transparent_crc(i64 noundef %2868, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2869 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 3
  %2870 = load i8, ptr %2869, align 1, !tbaa !22
  %2871 = zext i8 %2870 to i64
  call fastcc void @transparent_crc(i64 noundef %2871, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2872 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 4
  %2873 = load i8, ptr %2872, align 2, !tbaa !22
  %2874 = zext i8 %2873 to i64
  call fastcc void @transparent_crc(i64 noundef %2874, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2875 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 5
  %2876 = load i8, ptr %2875, align 1, !tbaa !22
  %2877 = zext i8 %2876 to i64
  call fastcc void @transparent_crc(i64 noundef %2877, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2878 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 6
  %2879 = load i8, ptr %2878, align 2, !tbaa !22
  %2880 = zext i8 %2879 to i64
  call fastcc void @transparent_crc(i64 noundef %2880, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2881 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 7
  %2882 = load i8, ptr %2881, align 1, !tbaa !22
  %2883 = zext i8 %2882 to i64
  call fastcc void @transparent_crc(i64 noundef %2883, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2884 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 8
  %2885 = load i8, ptr %2884, align 2, !tbaa !22
  %2886 = zext i8 %2885 to i64
  call fastcc void @transparent_crc(i64 noundef %2886, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2887 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 9
  %2888 = load i8, ptr %2887, align 1, !tbaa !22
  %2889 = zext i8 %2888 to i64
  call fastcc void @transparent_crc(i64 noundef %2889, ptr noundef nonnull @.str.494, i32 noundef %23)
  br label %2938

2890:                                             ; preds = %2857
  %2891 = trunc nuw nsw i64 %2858 to i32
  %2892 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2891, i32 noundef 0)
  %2893 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 1
  %2894 = load i8, ptr %2893, align 1, !tbaa !22
  %2895 = zext i8 %2894 to i64
  call fastcc void @transparent_crc(i64 noundef %2895, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2896 = trunc nuw nsw i64 %2858 to i32
  %2897 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2896, i32 noundef 1)
  %2898 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 2
  %2899 = load i8, ptr %2898, align 2, !tbaa !22
  %2900 = zext i8 %2899 to i64
  call fastcc void @transparent_crc(i64 noundef %2900, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2901 = trunc nuw nsw i64 %2858 to i32
  %2902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2901, i32 noundef 2)
  %2903 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 3
  %2904 = load i8, ptr %2903, align 1, !tbaa !22
  %2905 = zext i8 %2904 to i64
  call fastcc void @transparent_crc(i64 noundef %2905, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2906 = trunc nuw nsw i64 %2858 to i32
  %2907 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2906, i32 noundef 3)
  %2908 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 4
  %2909 = load i8, ptr %2908, align 2, !tbaa !22
  %2910 = zext i8 %2909 to i64
  call fastcc void @transparent_crc(i64 noundef %2910, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2911 = trunc nuw nsw i64 %2858 to i32
  %2912 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2911, i32 noundef 4)
  %2913 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 5
  %2914 = load i8, ptr %2913, align 1, !tbaa !22
  %2915 = zext i8 %2914 to i64
  call fastcc void @transparent_crc(i64 noundef %2915, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2916 = trunc nuw nsw i64 %2858 to i32
  %2917 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2916, i32 noundef 5)
  %2918 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 6
  %2919 = load i8, ptr %2918, align 2, !tbaa !22
  %2920 = zext i8 %2919 to i64
  call fastcc void @transparent_crc(i64 noundef %2920, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2921 = trunc nuw nsw i64 %2858 to i32
  %2922 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2921, i32 noundef 6)
  %2923 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 7
  %2924 = load i8, ptr %2923, align 1, !tbaa !22
  %2925 = zext i8 %2924 to i64
  call fastcc void @transparent_crc(i64 noundef %2925, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2926 = trunc nuw nsw i64 %2858 to i32
  %2927 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2926, i32 noundef 7)
  %2928 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 8
  %2929 = load i8, ptr %2928, align 2, !tbaa !22
  %2930 = zext i8 %2929 to i64
  call fastcc void @transparent_crc(i64 noundef %2930, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2931 = trunc nuw nsw i64 %2858 to i32
  %2932 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2931, i32 noundef 8)
  %2933 = getelementptr inbounds [8 x [10 x i8]], ptr @g_35731, i64 0, i64 %2858, i64 9
  %2934 = load i8, ptr %2933, align 1, !tbaa !22
  %2935 = zext i8 %2934 to i64
  call fastcc void @transparent_crc(i64 noundef %2935, ptr noundef nonnull @.str.494, i32 noundef %23)
  %2936 = trunc nuw nsw i64 %2858 to i32
  %2937 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2936, i32 noundef 9)
  br label %2938

2938:                                             ; preds = %2862, %2890
  %2939 = add nuw nsw i64 %2858, 1
  %2940 = icmp eq i64 %2939, 8
  br i1 %2940, label %2941, label %2857, !llvm.loop !69

2941:                                             ; preds = %2938, %2949
  %2942 = phi i32 [ %2950, %2949 ], [ 0, %2938 ]
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  br i1 %22, label %2943, label %2944

2943:                                             ; preds = %2941
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  br label %2949

2944:                                             ; preds = %2941
  %2945 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2942, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  %2946 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2942, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  %2947 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2942, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.495, i32 noundef %23)
  %2948 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %2942, i32 noundef 3)
  br label %2949

2949:                                             ; preds = %2943, %2944
  %2950 = add nuw nsw i32 %2942, 1
  %2951 = icmp eq i32 %2950, 7
  br i1 %2951, label %2952, label %2941, !llvm.loop !70

2952:                                             ; preds = %2949
  call fastcc void @transparent_crc(i64 noundef 55, ptr noundef nonnull @.str.496, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 69, ptr noundef nonnull @.str.497, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -458576589, ptr noundef nonnull @.str.498, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -106, ptr noundef nonnull @.str.499, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 52, ptr noundef nonnull @.str.500, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 80, ptr noundef nonnull @.str.501, i32 noundef %23)
  br label %2953

2953:                                             ; preds = %2952, %2995
  %2954 = phi i64 [ 0, %2952 ], [ %2996, %2995 ]
  %2955 = trunc nuw nsw i64 %2954 to i32
  %2956 = trunc nuw nsw i64 %2954 to i32
  %2957 = trunc nuw nsw i64 %2954 to i32
  %2958 = trunc nuw nsw i64 %2954 to i32
  br label %2959

2959:                                             ; preds = %2953, %2992
  %2960 = phi i64 [ 0, %2953 ], [ %2993, %2992 ]
  %2961 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 0
  %2962 = load i32, ptr %2961, align 16, !tbaa !9
  %2963 = zext i32 %2962 to i64
  call fastcc void @transparent_crc(i64 noundef %2963, ptr noundef nonnull @.str.502, i32 noundef %23)
  br i1 %22, label %2964, label %2974

2964:                                             ; preds = %2959
  %2965 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 1
  %2966 = load i32, ptr %2965, align 4, !tbaa !9
  %2967 = zext i32 %2966 to i64
  call fastcc void @transparent_crc(i64 noundef %2967, ptr noundef nonnull @.str.502, i32 noundef %23)
  %2968 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 2
  %2969 = load i32, ptr %2968, align 8, !tbaa !9
  %2970 = zext i32 %2969 to i64
  call fastcc void @transparent_crc(i64 noundef %2970, ptr noundef nonnull @.str.502, i32 noundef %23)
  %2971 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 3
  %2972 = load i32, ptr %2971, align 4, !tbaa !9
  %2973 = zext i32 %2972 to i64
  call fastcc void @transparent_crc(i64 noundef %2973, ptr noundef nonnull @.str.502, i32 noundef %23)
  br label %2992

2974:                                             ; preds = %2959
  %2975 = trunc nuw nsw i64 %2960 to i32
  %2976 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2955, i32 noundef %2975, i32 noundef 0)
  %2977 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 1
  %2978 = load i32, ptr %2977, align 4, !tbaa !9
  %2979 = zext i32 %2978 to i64
  call fastcc void @transparent_crc(i64 noundef %2979, ptr noundef nonnull @.str.502, i32 noundef %23)
  %2980 = trunc nuw nsw i64 %2960 to i32
  %2981 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2956, i32 noundef %2980, i32 noundef 1)
  %2982 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 2
  %2983 = load i32, ptr %2982, align 8, !tbaa !9
  %2984 = zext i32 %2983 to i64
  call fastcc void @transparent_crc(i64 noundef %2984, ptr noundef nonnull @.str.502, i32 noundef %23)
  %2985 = trunc nuw nsw i64 %2960 to i32
  %2986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2957, i32 noundef %2985, i32 noundef 2)
  %2987 = getelementptr inbounds [10 x [6 x [4 x i32]]], ptr @g_36248, i64 0, i64 %2954, i64 %2960, i64 3
  %2988 = load i32, ptr %2987, align 4, !tbaa !9
  %2989 = zext i32 %2988 to i64
  call fastcc void @transparent_crc(i64 noundef %2989, ptr noundef nonnull @.str.502, i32 noundef %23)
  %2990 = trunc nuw nsw i64 %2960 to i32
  %2991 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %2958, i32 noundef %2990, i32 noundef 3)
  br label %2992

2992:                                             ; preds = %2964, %2974
  %2993 = add nuw nsw i64 %2960, 1
  %2994 = icmp eq i64 %2993, 6
  br i1 %2994, label %2995, label %2959, !llvm.loop !71

2995:                                             ; preds = %2992
  %2996 = add nuw nsw i64 %2954, 1
  %2997 = icmp eq i64 %2996, 10
  br i1 %2997, label %2998, label %2953, !llvm.loop !72

2998:                                             ; preds = %2995
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.503, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8189044141868709115, ptr noundef nonnull @.str.504, i32 noundef %23)
  br i1 %22, label %2999, label %3000

2999:                                             ; preds = %2998
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8189044141868709115, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8189044141868709115, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1939198693, ptr noundef nonnull @.str.505, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1939198693, ptr noundef nonnull @.str.505, i32 noundef %23)
  br label %3011

3000:                                             ; preds = %2998
  %3001 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3002 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3003 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -8189044141868709115, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3004 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3005 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -8189044141868709115, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3006 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3007 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.504, i32 noundef %23)
  %3008 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1939198693, ptr noundef nonnull @.str.505, i32 noundef %23)
  %3009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1939198693, ptr noundef nonnull @.str.505, i32 noundef %23)
  %3010 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %3011

3011:                                             ; preds = %2999, %3000
  call fastcc void @transparent_crc(i64 noundef 146010026, ptr noundef nonnull @.str.506, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.507, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  br i1 %22, label %3012, label %3013

3012:                                             ; preds = %3011
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.509, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.509, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.509, i32 noundef %23)
  br label %3026

3013:                                             ; preds = %3011
  %3014 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3015 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3016 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3017 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3018 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3019 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3020 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3021 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.508, i32 noundef %23)
  %3022 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.509, i32 noundef %23)
  %3023 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.509, i32 noundef %23)
  %3024 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.509, i32 noundef %23)
  %3025 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %3026

3026:                                             ; preds = %3012, %3013
  call fastcc void @transparent_crc(i64 noundef 43, ptr noundef nonnull @.str.510, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.511, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -31, ptr noundef nonnull @.str.512, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.513, i32 noundef %23)
  br i1 %22, label %3027, label %3028

3027:                                             ; preds = %3026
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.513, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4571274157631889998, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4571274157631889998, ptr noundef nonnull @.str.514, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  br label %3041

3028:                                             ; preds = %3026
  %3029 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.513, i32 noundef %23)
  %3030 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3031 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3032 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3033 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -4571274157631889998, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3034 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3035 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3036 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3037 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3038 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -4571274157631889998, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3039 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.514, i32 noundef %23)
  %3040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %3041

3041:                                             ; preds = %3027, %3028
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.515, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1831572084, ptr noundef nonnull @.str.516, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.517, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2955571086729483952, ptr noundef nonnull @.str.518, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.519, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.520, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 247, ptr noundef nonnull @.str.521, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.522, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1324219796, ptr noundef nonnull @.str.523, i32 noundef %23)
  br label %3042

3042:                                             ; preds = %3041, %3093
  %3043 = phi i64 [ 0, %3041 ], [ %3094, %3093 ]
  %3044 = trunc nuw nsw i64 %3043 to i32
  %3045 = trunc nuw nsw i64 %3043 to i32
  %3046 = trunc nuw nsw i64 %3043 to i32
  %3047 = trunc nuw nsw i64 %3043 to i32
  %3048 = trunc nuw nsw i64 %3043 to i32
  br label %3049

3049:                                             ; preds = %3042, %3090
  %3050 = phi i64 [ 0, %3042 ], [ %3091, %3090 ]
  %3051 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 0
  %3052 = load i32, ptr %3051, align 4, !tbaa !9
  %3053 = zext i32 %3052 to i64
  call fastcc void @transparent_crc(i64 noundef %3053, ptr noundef nonnull @.str.524, i32 noundef %23)
  br i1 %22, label %3054, label %3067

3054:                                             ; preds = %3049
  %3055 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 1
  %3056 = load i32, ptr %3055, align 4, !tbaa !9
  %3057 = zext i32 %3056 to i64
  call fastcc void @transparent_crc(i64 noundef %3057, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3058 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 2
  %3059 = load i32, ptr %3058, align 4, !tbaa !9
  %3060 = zext i32 %3059 to i64
  call fastcc void @transparent_crc(i64 noundef %3060, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3061 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 3
  %3062 = load i32, ptr %3061, align 4, !tbaa !9
  %3063 = zext i32 %3062 to i64
  call fastcc void @transparent_crc(i64 noundef %3063, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3064 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 4
  %3065 = load i32, ptr %3064, align 4, !tbaa !9
  %3066 = zext i32 %3065 to i64
  call fastcc void @transparent_crc(i64 noundef %3066, ptr noundef nonnull @.str.524, i32 noundef %23)
  br label %3090

3067:                                             ; preds = %3049
  %3068 = trunc nuw nsw i64 %3050 to i32
  %3069 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3044, i32 noundef %3068, i32 noundef 0)
  %3070 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 1
  %3071 = load i32, ptr %3070, align 4, !tbaa !9
  %3072 = zext i32 %3071 to i64
  call fastcc void @transparent_crc(i64 noundef %3072, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3073 = trunc nuw nsw i64 %3050 to i32
  %3074 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3045, i32 noundef %3073, i32 noundef 1)
  %3075 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 2
  %3076 = load i32, ptr %3075, align 4, !tbaa !9
  %3077 = zext i32 %3076 to i64
  call fastcc void @transparent_crc(i64 noundef %3077, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3078 = trunc nuw nsw i64 %3050 to i32
  %3079 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3046, i32 noundef %3078, i32 noundef 2)
  %3080 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 3
  %3081 = load i32, ptr %3080, align 4, !tbaa !9
  %3082 = zext i32 %3081 to i64
  call fastcc void @transparent_crc(i64 noundef %3082, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3083 = trunc nuw nsw i64 %3050 to i32
  %3084 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3047, i32 noundef %3083, i32 noundef 3)
  %3085 = getelementptr inbounds [10 x [4 x [5 x i32]]], ptr @g_37749, i64 0, i64 %3043, i64 %3050, i64 4
  %3086 = load i32, ptr %3085, align 4, !tbaa !9
  %3087 = zext i32 %3086 to i64
  call fastcc void @transparent_crc(i64 noundef %3087, ptr noundef nonnull @.str.524, i32 noundef %23)
  %3088 = trunc nuw nsw i64 %3050 to i32
  %3089 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3048, i32 noundef %3088, i32 noundef 4)
  br label %3090

3090:                                             ; preds = %3054, %3067
  %3091 = add nuw nsw i64 %3050, 1
  %3092 = icmp eq i64 %3091, 4
  br i1 %3092, label %3093, label %3049, !llvm.loop !73

3093:                                             ; preds = %3090
  %3094 = add nuw nsw i64 %3043, 1
  %3095 = icmp eq i64 %3094, 10
  br i1 %3095, label %3096, label %3042, !llvm.loop !74

3096:                                             ; preds = %3093
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.525, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1041008639, ptr noundef nonnull @.str.526, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.527, i32 noundef %23)
  br label %3097

3097:                                             ; preds = %3120, %3096
  %3098 = phi i64 [ 0, %3096 ], [ %3121, %3120 ]
  %3099 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 0
  %3100 = load i32, ptr %3099, align 8, !tbaa !9
  %3101 = sext i32 %3100 to i64
  call fastcc void @transparent_crc(i64 noundef %3101, ptr noundef nonnull @.str.528, i32 noundef %23)
  br i1 %22, label %3102, label %3122

3102:                                             ; preds = %3097
  %3103 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 1
  %3104 = load i32, ptr %3103, align 4, !tbaa !9
  %3105 = sext i32 %3104 to i64
  call fastcc void @transparent_crc(i64 noundef %3105, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3106 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 2
  %3107 = load i32, ptr %3106, align 8, !tbaa !9
  %3108 = sext i32 %3107 to i64
  call fastcc void @transparent_crc(i64 noundef %3108, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3109 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 3
  %3110 = load i32, ptr %3109, align 4, !tbaa !9
  %3111 = sext i32 %3110 to i64
  call fastcc void @transparent_crc(i64 noundef %3111, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3112 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 4
  %3113 = load i32, ptr %3112, align 8, !tbaa !9
  %3114 = sext i32 %3113 to i64
  call fastcc void @transparent_crc(i64 noundef %3114, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3115 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 5
  %3116 = load i32, ptr %3115, align 4, !tbaa !9
  %3117 = sext i32 %3116 to i64
  call fastcc void @transparent_crc(i64 noundef %3117, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3118 = add nuw nsw i64 %3098, 1
  %3119 = icmp eq i64 %3118, 3
  br i1 %3119, label %3152, label %3120

3120:                                             ; preds = %3102, %3122
  %3121 = phi i64 [ %3118, %3102 ], [ %3150, %3122 ]
  br label %3097, !llvm.loop !75

3122:                                             ; preds = %3097
  %3123 = trunc nuw nsw i64 %3098 to i32
  %3124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3123, i32 noundef 0)
  %3125 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 1
  %3126 = load i32, ptr %3125, align 4, !tbaa !9
  %3127 = sext i32 %3126 to i64
  call fastcc void @transparent_crc(i64 noundef %3127, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3128 = trunc nuw nsw i64 %3098 to i32
  %3129 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3128, i32 noundef 1)
  %3130 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 2
  %3131 = load i32, ptr %3130, align 8, !tbaa !9
  %3132 = sext i32 %3131 to i64
  call fastcc void @transparent_crc(i64 noundef %3132, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3133 = trunc nuw nsw i64 %3098 to i32
  %3134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3133, i32 noundef 2)
  %3135 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 3
  %3136 = load i32, ptr %3135, align 4, !tbaa !9
  %3137 = sext i32 %3136 to i64
  call fastcc void @transparent_crc(i64 noundef %3137, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3138 = trunc nuw nsw i64 %3098 to i32
  %3139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3138, i32 noundef 3)
  %3140 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 4
  %3141 = load i32, ptr %3140, align 8, !tbaa !9
  %3142 = sext i32 %3141 to i64
  call fastcc void @transparent_crc(i64 noundef %3142, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3143 = trunc nuw nsw i64 %3098 to i32
  %3144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3143, i32 noundef 4)
  %3145 = getelementptr inbounds [3 x [6 x i32]], ptr @g_38395, i64 0, i64 %3098, i64 5
  %3146 = load i32, ptr %3145, align 4, !tbaa !9
  %3147 = sext i32 %3146 to i64
  call fastcc void @transparent_crc(i64 noundef %3147, ptr noundef nonnull @.str.528, i32 noundef %23)
  %3148 = trunc nuw nsw i64 %3098 to i32
  %3149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3148, i32 noundef 5)
  %3150 = add nuw nsw i64 %3098, 1
  %3151 = icmp eq i64 %3150, 3
  br i1 %3151, label %3153, label %3120

3152:                                             ; preds = %3102
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  br label %3160

3153:                                             ; preds = %3122
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  %3154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  %3155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  %3156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  %3157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  %3158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.529, i32 noundef %23)
  %3159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %3160

3160:                                             ; preds = %3152, %3153
  call fastcc void @transparent_crc(i64 noundef 27149, ptr noundef nonnull @.str.530, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  br i1 %22, label %3161, label %3162

3161:                                             ; preds = %3160
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  br label %3168

3162:                                             ; preds = %3160
  %3163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  %3164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  %3165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  %3166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.531, i32 noundef %23)
  %3167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %3168

3168:                                             ; preds = %3161, %3162
  call fastcc void @transparent_crc(i64 noundef 1314597710, ptr noundef nonnull @.str.532, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.533, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.534, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.535, i32 noundef %23)
  br i1 %22, label %3169, label %3170

3169:                                             ; preds = %3168
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.535, i32 noundef %23)
  br label %3173

3170:                                             ; preds = %3168
  %3171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.535, i32 noundef %23)
  %3172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  br label %3173

3173:                                             ; preds = %3169, %3170
  call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.536, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  br i1 %22, label %3174, label %3175

3174:                                             ; preds = %3173
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 49548, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 49548, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 49548, ptr noundef nonnull @.str.537, i32 noundef %23)
  br label %3185

3175:                                             ; preds = %3173
  %3176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 49548, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 49548, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 49548, ptr noundef nonnull @.str.537, i32 noundef %23)
  %3184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %3185

3185:                                             ; preds = %3174, %3175
  call fastcc void @transparent_crc(i64 noundef 38426, ptr noundef nonnull @.str.538, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -42489997, ptr noundef nonnull @.str.539, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 170478768, ptr noundef nonnull @.str.540, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1137661470, ptr noundef nonnull @.str.541, i32 noundef %23)
  %3186 = load volatile i16, ptr @g_39620, align 2, !tbaa !17
  %3187 = sext i16 %3186 to i64
  call fastcc void @transparent_crc(i64 noundef %3187, ptr noundef nonnull @.str.542, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7305438289297373994, ptr noundef nonnull @.str.543, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  br i1 %22, label %3188, label %3189

3188:                                             ; preds = %3185
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  br label %3195

3189:                                             ; preds = %3185
  %3190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  %3191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  %3192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  %3193 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1376593149, ptr noundef nonnull @.str.544, i32 noundef %23)
  %3194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %3195

3195:                                             ; preds = %3188, %3189
  call fastcc void @transparent_crc(i64 noundef 1781036129, ptr noundef nonnull @.str.545, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 115, ptr noundef nonnull @.str.546, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 489542010, ptr noundef nonnull @.str.547, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.548, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1813004018, ptr noundef nonnull @.str.549, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.550, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.551, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 69480035, ptr noundef nonnull @.str.552, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.553, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.554, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.555, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.556, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.557, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1646, ptr noundef nonnull @.str.558, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1014351120, ptr noundef nonnull @.str.559, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1258660167, ptr noundef nonnull @.str.560, i32 noundef %23)
  br label %3196

3196:                                             ; preds = %3195, %3229
  %3197 = phi i64 [ 0, %3195 ], [ %3230, %3229 ]
  %3198 = trunc nuw nsw i64 %3197 to i32
  %3199 = trunc nuw nsw i64 %3197 to i32
  %3200 = trunc nuw nsw i64 %3197 to i32
  br label %3201

3201:                                             ; preds = %3196, %3226
  %3202 = phi i64 [ 0, %3196 ], [ %3227, %3226 ]
  %3203 = getelementptr inbounds [10 x [8 x [3 x i32]]], ptr @g_40788, i64 0, i64 %3197, i64 %3202, i64 0
  %3204 = load i32, ptr %3203, align 4, !tbaa !9
  %3205 = zext i32 %3204 to i64
  call fastcc void @transparent_crc(i64 noundef %3205, ptr noundef nonnull @.str.561, i32 noundef %23)
  br i1 %22, label %3206, label %3213

3206:                                             ; preds = %3201
  %3207 = getelementptr inbounds [10 x [8 x [3 x i32]]], ptr @g_40788, i64 0, i64 %3197, i64 %3202, i64 1
  %3208 = load i32, ptr %3207, align 4, !tbaa !9
  %3209 = zext i32 %3208 to i64
  call fastcc void @transparent_crc(i64 noundef %3209, ptr noundef nonnull @.str.561, i32 noundef %23)
  %3210 = getelementptr inbounds [10 x [8 x [3 x i32]]], ptr @g_40788, i64 0, i64 %3197, i64 %3202, i64 2
  %3211 = load i32, ptr %3210, align 4, !tbaa !9
  %3212 = zext i32 %3211 to i64
  call fastcc void @transparent_crc(i64 noundef %3212, ptr noundef nonnull @.str.561, i32 noundef %23)
  br label %3226

3213:                                             ; preds = %3201
  %3214 = trunc nuw nsw i64 %3202 to i32
  %3215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3198, i32 noundef %3214, i32 noundef 0)
  %3216 = getelementptr inbounds [10 x [8 x [3 x i32]]], ptr @g_40788, i64 0, i64 %3197, i64 %3202, i64 1
  %3217 = load i32, ptr %3216, align 4, !tbaa !9
  %3218 = zext i32 %3217 to i64
  call fastcc void @transparent_crc(i64 noundef %3218, ptr noundef nonnull @.str.561, i32 noundef %23)
  %3219 = trunc nuw nsw i64 %3202 to i32
  %3220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3199, i32 noundef %3219, i32 noundef 1)
  %3221 = getelementptr inbounds [10 x [8 x [3 x i32]]], ptr @g_40788, i64 0, i64 %3197, i64 %3202, i64 2
  %3222 = load i32, ptr %3221, align 4, !tbaa !9
  %3223 = zext i32 %3222 to i64
  call fastcc void @transparent_crc(i64 noundef %3223, ptr noundef nonnull @.str.561, i32 noundef %23)
  %3224 = trunc nuw nsw i64 %3202 to i32
  %3225 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3200, i32 noundef %3224, i32 noundef 2)
  br label %3226

3226:                                             ; preds = %3206, %3213
  %3227 = add nuw nsw i64 %3202, 1
  %3228 = icmp eq i64 %3227, 8
  br i1 %3228, label %3229, label %3201, !llvm.loop !76

3229:                                             ; preds = %3226
  %3230 = add nuw nsw i64 %3197, 1
  %3231 = icmp eq i64 %3230, 10
  br i1 %3231, label %3232, label %3196, !llvm.loop !77

3232:                                             ; preds = %3229
  call fastcc void @transparent_crc(i64 noundef -31567, ptr noundef nonnull @.str.562, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.563, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -119, ptr noundef nonnull @.str.564, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.565, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.566, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3089, ptr noundef nonnull @.str.567, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.568, i32 noundef %23)
  br label %3233

3233:                                             ; preds = %3232, %3248
  %3234 = phi i32 [ 0, %3232 ], [ %3249, %3248 ]
  br label %3235

3235:                                             ; preds = %3233, %3245
  %3236 = phi i32 [ 0, %3233 ], [ %3246, %3245 ]
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  br i1 %22, label %3237, label %3238

3237:                                             ; preds = %3235
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  br label %3245

3238:                                             ; preds = %3235
  %3239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3234, i32 noundef %3236, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  %3240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3234, i32 noundef %3236, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  %3241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3234, i32 noundef %3236, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  %3242 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3234, i32 noundef %3236, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  %3243 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3234, i32 noundef %3236, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.569, i32 noundef %23)
  %3244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3234, i32 noundef %3236, i32 noundef 5)
  br label %3245

3245:                                             ; preds = %3237, %3238
  %3246 = add nuw nsw i32 %3236, 1
  %3247 = icmp eq i32 %3246, 7
  br i1 %3247, label %3248, label %3235, !llvm.loop !78

3248:                                             ; preds = %3245
  %3249 = add nuw nsw i32 %3234, 1
  %3250 = icmp eq i32 %3249, 6
  br i1 %3250, label %3251, label %3233, !llvm.loop !79

3251:                                             ; preds = %3248
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.570, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.571, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 254, ptr noundef nonnull @.str.572, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1795069199319614878, ptr noundef nonnull @.str.573, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -66, ptr noundef nonnull @.str.574, i32 noundef %23)
  br label %3252

3252:                                             ; preds = %3251, %3303
  %3253 = phi i64 [ 0, %3251 ], [ %3304, %3303 ]
  %3254 = trunc nuw nsw i64 %3253 to i32
  %3255 = trunc nuw nsw i64 %3253 to i32
  %3256 = trunc nuw nsw i64 %3253 to i32
  %3257 = trunc nuw nsw i64 %3253 to i32
  %3258 = trunc nuw nsw i64 %3253 to i32
  br label %3259

3259:                                             ; preds = %3252, %3300
  %3260 = phi i64 [ 0, %3252 ], [ %3301, %3300 ]
  %3261 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 0
  %3262 = load i8, ptr %3261, align 1, !tbaa !22
  %3263 = sext i8 %3262 to i64
  call fastcc void @transparent_crc(i64 noundef %3263, ptr noundef nonnull @.str.575, i32 noundef %23)
  br i1 %22, label %3264, label %3277

3264:                                             ; preds = %3259
  %3265 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 1
  %3266 = load i8, ptr %3265, align 1, !tbaa !22
  %3267 = sext i8 %3266 to i64
  call fastcc void @transparent_crc(i64 noundef %3267, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3268 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 2
  %3269 = load i8, ptr %3268, align 1, !tbaa !22
  %3270 = sext i8 %3269 to i64
  call fastcc void @transparent_crc(i64 noundef %3270, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3271 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 3
  %3272 = load i8, ptr %3271, align 1, !tbaa !22
  %3273 = sext i8 %3272 to i64
  call fastcc void @transparent_crc(i64 noundef %3273, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3274 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 4
  %3275 = load i8, ptr %3274, align 1, !tbaa !22
  %3276 = sext i8 %3275 to i64
  call fastcc void @transparent_crc(i64 noundef %3276, ptr noundef nonnull @.str.575, i32 noundef %23)
  br label %3300

3277:                                             ; preds = %3259
  %3278 = trunc nuw nsw i64 %3260 to i32
  %3279 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3254, i32 noundef %3278, i32 noundef 0)
  %3280 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 1
  %3281 = load i8, ptr %3280, align 1, !tbaa !22
  %3282 = sext i8 %3281 to i64
  call fastcc void @transparent_crc(i64 noundef %3282, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3283 = trunc nuw nsw i64 %3260 to i32
  %3284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3255, i32 noundef %3283, i32 noundef 1)
  %3285 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 2
  %3286 = load i8, ptr %3285, align 1, !tbaa !22
  %3287 = sext i8 %3286 to i64
  call fastcc void @transparent_crc(i64 noundef %3287, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3288 = trunc nuw nsw i64 %3260 to i32
  %3289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3256, i32 noundef %3288, i32 noundef 2)
  %3290 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 3
  %3291 = load i8, ptr %3290, align 1, !tbaa !22
  %3292 = sext i8 %3291 to i64
  call fastcc void @transparent_crc(i64 noundef %3292, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3293 = trunc nuw nsw i64 %3260 to i32
  %3294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3257, i32 noundef %3293, i32 noundef 3)
  %3295 = getelementptr inbounds [3 x [10 x [5 x i8]]], ptr @g_41720, i64 0, i64 %3253, i64 %3260, i64 4
  %3296 = load i8, ptr %3295, align 1, !tbaa !22
  %3297 = sext i8 %3296 to i64
  call fastcc void @transparent_crc(i64 noundef %3297, ptr noundef nonnull @.str.575, i32 noundef %23)
  %3298 = trunc nuw nsw i64 %3260 to i32
  %3299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3258, i32 noundef %3298, i32 noundef 4)
  br label %3300

3300:                                             ; preds = %3264, %3277
  %3301 = add nuw nsw i64 %3260, 1
  %3302 = icmp eq i64 %3301, 10
  br i1 %3302, label %3303, label %3259, !llvm.loop !80

3303:                                             ; preds = %3300
  %3304 = add nuw nsw i64 %3253, 1
  %3305 = icmp eq i64 %3304, 3
  br i1 %3305, label %3306, label %3252, !llvm.loop !81

3306:                                             ; preds = %3303, %3348
  %3307 = phi i64 [ %3349, %3348 ], [ 0, %3303 ]
  %3308 = trunc nuw nsw i64 %3307 to i32
  %3309 = trunc nuw nsw i64 %3307 to i32
  %3310 = trunc nuw nsw i64 %3307 to i32
  %3311 = trunc nuw nsw i64 %3307 to i32
  br label %3312

3312:                                             ; preds = %3306, %3345
  %3313 = phi i64 [ 0, %3306 ], [ %3346, %3345 ]
  %3314 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 0
  %3315 = load i32, ptr %3314, align 16, !tbaa !9
  %3316 = sext i32 %3315 to i64
  call fastcc void @transparent_crc(i64 noundef %3316, ptr noundef nonnull @.str.576, i32 noundef %23)
  br i1 %22, label %3317, label %3327

3317:                                             ; preds = %3312
  %3318 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 1
  %3319 = load i32, ptr %3318, align 4, !tbaa !9
  %3320 = sext i32 %3319 to i64
  call fastcc void @transparent_crc(i64 noundef %3320, ptr noundef nonnull @.str.576, i32 noundef %23)
  %3321 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 2
  %3322 = load i32, ptr %3321, align 8, !tbaa !9
  %3323 = sext i32 %3322 to i64
  call fastcc void @transparent_crc(i64 noundef %3323, ptr noundef nonnull @.str.576, i32 noundef %23)
  %3324 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 3
  %3325 = load i32, ptr %3324, align 4, !tbaa !9
  %3326 = sext i32 %3325 to i64
  call fastcc void @transparent_crc(i64 noundef %3326, ptr noundef nonnull @.str.576, i32 noundef %23)
  br label %3345

3327:                                             ; preds = %3312
  %3328 = trunc nuw nsw i64 %3313 to i32
  %3329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3308, i32 noundef %3328, i32 noundef 0)
  %3330 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 1
  %3331 = load i32, ptr %3330, align 4, !tbaa !9
  %3332 = sext i32 %3331 to i64
  call fastcc void @transparent_crc(i64 noundef %3332, ptr noundef nonnull @.str.576, i32 noundef %23)
  %3333 = trunc nuw nsw i64 %3313 to i32
  %3334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3309, i32 noundef %3333, i32 noundef 1)
  %3335 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 2
  %3336 = load i32, ptr %3335, align 8, !tbaa !9
  %3337 = sext i32 %3336 to i64
  call fastcc void @transparent_crc(i64 noundef %3337, ptr noundef nonnull @.str.576, i32 noundef %23)
  %3338 = trunc nuw nsw i64 %3313 to i32
  %3339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3310, i32 noundef %3338, i32 noundef 2)
  %3340 = getelementptr inbounds [10 x [5 x [4 x i32]]], ptr @g_41740, i64 0, i64 %3307, i64 %3313, i64 3
  %3341 = load i32, ptr %3340, align 4, !tbaa !9
  %3342 = sext i32 %3341 to i64
  call fastcc void @transparent_crc(i64 noundef %3342, ptr noundef nonnull @.str.576, i32 noundef %23)
  %3343 = trunc nuw nsw i64 %3313 to i32
  %3344 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3311, i32 noundef %3343, i32 noundef 3)
  br label %3345

3345:                                             ; preds = %3317, %3327
  %3346 = add nuw nsw i64 %3313, 1
  %3347 = icmp eq i64 %3346, 5
  br i1 %3347, label %3348, label %3312, !llvm.loop !82

3348:                                             ; preds = %3345
  %3349 = add nuw nsw i64 %3307, 1
  %3350 = icmp eq i64 %3349, 10
  br i1 %3350, label %3351, label %3306, !llvm.loop !83

3351:                                             ; preds = %3348
  call fastcc void @transparent_crc(i64 noundef 1682478109, ptr noundef nonnull @.str.577, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.578, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  br i1 %22, label %3352, label %3353

3352:                                             ; preds = %3351
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.579, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  br label %3364

3353:                                             ; preds = %3351
  %3354 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3359 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 2647052310, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 4294967292, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3362 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 471339856, ptr noundef nonnull @.str.579, i32 noundef %23)
  %3363 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %3364

3364:                                             ; preds = %3352, %3353
  br label %3365

3365:                                             ; preds = %3364, %3422
  %3366 = phi i64 [ %3423, %3422 ], [ 0, %3364 ]
  %3367 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 0
  %3368 = load i32, ptr %3367, align 4, !tbaa !9
  %3369 = sext i32 %3368 to i64
  call fastcc void @transparent_crc(i64 noundef %3369, ptr noundef nonnull @.str.580, i32 noundef %23)
  br i1 %22, label %3370, label %3389

3370:                                             ; preds = %3365
  %3371 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 1
  %3372 = load i32, ptr %3371, align 4, !tbaa !9
  %3373 = sext i32 %3372 to i64
  call fastcc void @transparent_crc(i64 noundef %3373, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3374 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 2
  %3375 = load i32, ptr %3374, align 4, !tbaa !9
  %3376 = sext i32 %3375 to i64
  call fastcc void @transparent_crc(i64 noundef %3376, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3377 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 3
  %3378 = load i32, ptr %3377, align 4, !tbaa !9
  %3379 = sext i32 %3378 to i64
  call fastcc void @transparent_crc(i64 noundef %3379, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3380 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 4
  %3381 = load i32, ptr %3380, align 4, !tbaa !9
  %3382 = sext i32 %3381 to i64
  call fastcc void @transparent_crc(i64 noundef %3382, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3383 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 5
  %3384 = load i32, ptr %3383, align 4, !tbaa !9
  %3385 = sext i32 %3384 to i64
  call fastcc void @transparent_crc(i64 noundef %3385, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3386 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 6
  %3387 = load i32, ptr %3386, align 4, !tbaa !9
  %3388 = sext i32 %3387 to i64
  call fastcc void @transparent_crc(i64 noundef %3388, ptr noundef nonnull @.str.580, i32 noundef %23)
  br label %3422

3389:                                             ; preds = %3365
  %3390 = trunc nuw nsw i64 %3366 to i32
  %3391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3390, i32 noundef 0)
  %3392 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 1
  %3393 = load i32, ptr %3392, align 4, !tbaa !9
  %3394 = sext i32 %3393 to i64
  call fastcc void @transparent_crc(i64 noundef %3394, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3395 = trunc nuw nsw i64 %3366 to i32
  %3396 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3395, i32 noundef 1)
  %3397 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 2
  %3398 = load i32, ptr %3397, align 4, !tbaa !9
  %3399 = sext i32 %3398 to i64
  call fastcc void @transparent_crc(i64 noundef %3399, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3400 = trunc nuw nsw i64 %3366 to i32
  %3401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3400, i32 noundef 2)
  %3402 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 3
  %3403 = load i32, ptr %3402, align 4, !tbaa !9
  %3404 = sext i32 %3403 to i64
  call fastcc void @transparent_crc(i64 noundef %3404, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3405 = trunc nuw nsw i64 %3366 to i32
  %3406 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3405, i32 noundef 3)
  %3407 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 4
  %3408 = load i32, ptr %3407, align 4, !tbaa !9
  %3409 = sext i32 %3408 to i64
  call fastcc void @transparent_crc(i64 noundef %3409, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3410 = trunc nuw nsw i64 %3366 to i32
  %3411 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3410, i32 noundef 4)
  %3412 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 5
  %3413 = load i32, ptr %3412, align 4, !tbaa !9
  %3414 = sext i32 %3413 to i64
  call fastcc void @transparent_crc(i64 noundef %3414, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3415 = trunc nuw nsw i64 %3366 to i32
  %3416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3415, i32 noundef 5)
  %3417 = getelementptr inbounds [4 x [7 x i32]], ptr @g_42393, i64 0, i64 %3366, i64 6
  %3418 = load i32, ptr %3417, align 4, !tbaa !9
  %3419 = sext i32 %3418 to i64
  call fastcc void @transparent_crc(i64 noundef %3419, ptr noundef nonnull @.str.580, i32 noundef %23)
  %3420 = trunc nuw nsw i64 %3366 to i32
  %3421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3420, i32 noundef 6)
  br label %3422

3422:                                             ; preds = %3370, %3389
  %3423 = add nuw nsw i64 %3366, 1
  %3424 = icmp eq i64 %3423, 4
  br i1 %3424, label %3425, label %3365, !llvm.loop !84

3425:                                             ; preds = %3422
  call fastcc void @transparent_crc(i64 noundef 5875129802454543534, ptr noundef nonnull @.str.581, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.582, i32 noundef %23)
  %3426 = load volatile i32, ptr @g_42778, align 4, !tbaa !9
  %3427 = sext i32 %3426 to i64
  call fastcc void @transparent_crc(i64 noundef %3427, ptr noundef nonnull @.str.583, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  br i1 %22, label %3428, label %3429

3428:                                             ; preds = %3425
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  br label %3439

3429:                                             ; preds = %3425
  %3430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3431 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3432 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3433 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3435 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3436 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -1923966068, ptr noundef nonnull @.str.584, i32 noundef %23)
  %3438 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %3439

3439:                                             ; preds = %3428, %3429
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.585, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  br i1 %22, label %3440, label %3441

3440:                                             ; preds = %3439
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  br label %3452

3441:                                             ; preds = %3439
  %3442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3443 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3445 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3446 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3449 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3450 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 1110866411, ptr noundef nonnull @.str.586, i32 noundef %23)
  %3451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %3452

3452:                                             ; preds = %3440, %3441
  call fastcc void @transparent_crc(i64 noundef 4294967287, ptr noundef nonnull @.str.587, i32 noundef %23)
  %3453 = load volatile i32, ptr @g_43304, align 4, !tbaa !9
  %3454 = zext i32 %3453 to i64
  call fastcc void @transparent_crc(i64 noundef %3454, ptr noundef nonnull @.str.588, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  br i1 %22, label %3455, label %3456

3455:                                             ; preds = %3452
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  br label %3463

3456:                                             ; preds = %3452
  %3457 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  %3458 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  %3459 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  %3460 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  %3461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 3, ptr noundef nonnull @.str.589, i32 noundef %23)
  %3462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %3463

3463:                                             ; preds = %3455, %3456
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.590, i32 noundef %23)
  br label %3464

3464:                                             ; preds = %3463, %3515
  %3465 = phi i64 [ 0, %3463 ], [ %3516, %3515 ]
  %3466 = trunc nuw nsw i64 %3465 to i32
  %3467 = trunc nuw nsw i64 %3465 to i32
  %3468 = trunc nuw nsw i64 %3465 to i32
  %3469 = trunc nuw nsw i64 %3465 to i32
  %3470 = trunc nuw nsw i64 %3465 to i32
  br label %3471

3471:                                             ; preds = %3464, %3512
  %3472 = phi i64 [ 0, %3464 ], [ %3513, %3512 ]
  %3473 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 0
  %3474 = load i8, ptr %3473, align 1, !tbaa !22
  %3475 = zext i8 %3474 to i64
  call fastcc void @transparent_crc(i64 noundef %3475, ptr noundef nonnull @.str.591, i32 noundef %23)
  br i1 %22, label %3476, label %3489

3476:                                             ; preds = %3471
  %3477 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 1
  %3478 = load i8, ptr %3477, align 1, !tbaa !22
  %3479 = zext i8 %3478 to i64
  call fastcc void @transparent_crc(i64 noundef %3479, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3480 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 2
  %3481 = load i8, ptr %3480, align 1, !tbaa !22
  %3482 = zext i8 %3481 to i64
  call fastcc void @transparent_crc(i64 noundef %3482, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3483 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 3
  %3484 = load i8, ptr %3483, align 1, !tbaa !22
  %3485 = zext i8 %3484 to i64
  call fastcc void @transparent_crc(i64 noundef %3485, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3486 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 4
  %3487 = load i8, ptr %3486, align 1, !tbaa !22
  %3488 = zext i8 %3487 to i64
  call fastcc void @transparent_crc(i64 noundef %3488, ptr noundef nonnull @.str.591, i32 noundef %23)
  br label %3512

3489:                                             ; preds = %3471
  %3490 = trunc nuw nsw i64 %3472 to i32
  %3491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3466, i32 noundef %3490, i32 noundef 0)
  %3492 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 1
  %3493 = load i8, ptr %3492, align 1, !tbaa !22
  %3494 = zext i8 %3493 to i64
  call fastcc void @transparent_crc(i64 noundef %3494, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3495 = trunc nuw nsw i64 %3472 to i32
  %3496 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3467, i32 noundef %3495, i32 noundef 1)
  %3497 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 2
  %3498 = load i8, ptr %3497, align 1, !tbaa !22
  %3499 = zext i8 %3498 to i64
  call fastcc void @transparent_crc(i64 noundef %3499, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3500 = trunc nuw nsw i64 %3472 to i32
  %3501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3468, i32 noundef %3500, i32 noundef 2)
  %3502 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 3
  %3503 = load i8, ptr %3502, align 1, !tbaa !22
  %3504 = zext i8 %3503 to i64
  call fastcc void @transparent_crc(i64 noundef %3504, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3505 = trunc nuw nsw i64 %3472 to i32
  %3506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3469, i32 noundef %3505, i32 noundef 3)
  %3507 = getelementptr inbounds [5 x [4 x [5 x i8]]], ptr @g_43674, i64 0, i64 %3465, i64 %3472, i64 4
  %3508 = load i8, ptr %3507, align 1, !tbaa !22
  %3509 = zext i8 %3508 to i64
  call fastcc void @transparent_crc(i64 noundef %3509, ptr noundef nonnull @.str.591, i32 noundef %23)
  %3510 = trunc nuw nsw i64 %3472 to i32
  %3511 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3470, i32 noundef %3510, i32 noundef 4)
  br label %3512

3512:                                             ; preds = %3476, %3489
  %3513 = add nuw nsw i64 %3472, 1
  %3514 = icmp eq i64 %3513, 4
  br i1 %3514, label %3515, label %3471, !llvm.loop !85

3515:                                             ; preds = %3512
  %3516 = add nuw nsw i64 %3465, 1
  %3517 = icmp eq i64 %3516, 5
  br i1 %3517, label %3518, label %3464, !llvm.loop !86

3518:                                             ; preds = %3515
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  br i1 %22, label %3519, label %3520

3519:                                             ; preds = %3518
  call fastcc void @transparent_crc(i64 noundef 611637157, ptr noundef nonnull @.str.592, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 611637157, ptr noundef nonnull @.str.592, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  br label %3528

3520:                                             ; preds = %3518
  %3521 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 611637157, ptr noundef nonnull @.str.592, i32 noundef %23)
  %3522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  %3523 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  %3524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 611637157, ptr noundef nonnull @.str.592, i32 noundef %23)
  %3525 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  %3526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.592, i32 noundef %23)
  %3527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 6)
  br label %3528

3528:                                             ; preds = %3519, %3520
  call fastcc void @transparent_crc(i64 noundef 12, ptr noundef nonnull @.str.593, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.594, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.595, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1687, ptr noundef nonnull @.str.596, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.597, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.598, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4179532588, ptr noundef nonnull @.str.599, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.600, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.601, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.602, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -67, ptr noundef nonnull @.str.603, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.604, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.605, i32 noundef %23)
  br i1 %22, label %3529, label %3530

3529:                                             ; preds = %3528
  call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.605, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.605, i32 noundef %23)
  br label %3534

3530:                                             ; preds = %3528
  %3531 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.605, i32 noundef %23)
  %3532 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 65527, ptr noundef nonnull @.str.605, i32 noundef %23)
  %3533 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %3534

3534:                                             ; preds = %3529, %3530
  br label %3535

3535:                                             ; preds = %3534, %3560
  %3536 = phi i64 [ %3561, %3560 ], [ 0, %3534 ]
  %3537 = getelementptr inbounds [7 x [3 x i16]], ptr @g_44693, i64 0, i64 %3536, i64 0
  %3538 = load i16, ptr %3537, align 2, !tbaa !17
  %3539 = zext i16 %3538 to i64
  call fastcc void @transparent_crc(i64 noundef %3539, ptr noundef nonnull @.str.606, i32 noundef %23)
  br i1 %22, label %3540, label %3547

3540:                                             ; preds = %3535
  %3541 = getelementptr inbounds [7 x [3 x i16]], ptr @g_44693, i64 0, i64 %3536, i64 1
  %3542 = load i16, ptr %3541, align 2, !tbaa !17
  %3543 = zext i16 %3542 to i64
  call fastcc void @transparent_crc(i64 noundef %3543, ptr noundef nonnull @.str.606, i32 noundef %23)
  %3544 = getelementptr inbounds [7 x [3 x i16]], ptr @g_44693, i64 0, i64 %3536, i64 2
  %3545 = load i16, ptr %3544, align 2, !tbaa !17
  %3546 = zext i16 %3545 to i64
  call fastcc void @transparent_crc(i64 noundef %3546, ptr noundef nonnull @.str.606, i32 noundef %23)
  br label %3560

3547:                                             ; preds = %3535
  %3548 = trunc nuw nsw i64 %3536 to i32
  %3549 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3548, i32 noundef 0)
  %3550 = getelementptr inbounds [7 x [3 x i16]], ptr @g_44693, i64 0, i64 %3536, i64 1
  %3551 = load i16, ptr %3550, align 2, !tbaa !17
  %3552 = zext i16 %3551 to i64
  call fastcc void @transparent_crc(i64 noundef %3552, ptr noundef nonnull @.str.606, i32 noundef %23)
  %3553 = trunc nuw nsw i64 %3536 to i32
  %3554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3553, i32 noundef 1)
  %3555 = getelementptr inbounds [7 x [3 x i16]], ptr @g_44693, i64 0, i64 %3536, i64 2
  %3556 = load i16, ptr %3555, align 2, !tbaa !17
  %3557 = zext i16 %3556 to i64
  call fastcc void @transparent_crc(i64 noundef %3557, ptr noundef nonnull @.str.606, i32 noundef %23)
  %3558 = trunc nuw nsw i64 %3536 to i32
  %3559 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %3558, i32 noundef 2)
  br label %3560

3560:                                             ; preds = %3540, %3547
  %3561 = add nuw nsw i64 %3536, 1
  %3562 = icmp eq i64 %3561, 7
  br i1 %3562, label %3563, label %3535, !llvm.loop !87

3563:                                             ; preds = %3560
  call fastcc void @transparent_crc(i64 noundef 1554508381, ptr noundef nonnull @.str.607, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3397720303, ptr noundef nonnull @.str.608, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 215, ptr noundef nonnull @.str.609, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 59427, ptr noundef nonnull @.str.610, i32 noundef %23)
  br label %3564

3564:                                             ; preds = %3563, %3613
  %3565 = phi i64 [ 0, %3563 ], [ %3614, %3613 ]
  %3566 = trunc nuw nsw i64 %3565 to i32
  %3567 = trunc nuw nsw i64 %3565 to i32
  %3568 = trunc nuw nsw i64 %3565 to i32
  %3569 = trunc nuw nsw i64 %3565 to i32
  %3570 = trunc nuw nsw i64 %3565 to i32
  %3571 = trunc nuw nsw i64 %3565 to i32
  br label %3572

3572:                                             ; preds = %3564, %3610
  %3573 = phi i64 [ 0, %3564 ], [ %3611, %3610 ]
  %3574 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 0
  %3575 = load i64, ptr %3574, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3575, ptr noundef nonnull @.str.611, i32 noundef %23)
  br i1 %22, label %3576, label %3587

3576:                                             ; preds = %3572
  %3577 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 1
  %3578 = load i64, ptr %3577, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3578, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3579 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 2
  %3580 = load i64, ptr %3579, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3580, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3581 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 3
  %3582 = load i64, ptr %3581, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3582, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3583 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 4
  %3584 = load i64, ptr %3583, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3584, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3585 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 5
  %3586 = load i64, ptr %3585, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3586, ptr noundef nonnull @.str.611, i32 noundef %23)
  br label %3610

3587:                                             ; preds = %3572
  %3588 = trunc nuw nsw i64 %3573 to i32
  %3589 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3566, i32 noundef %3588, i32 noundef 0)
  %3590 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 1
  %3591 = load i64, ptr %3590, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3591, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3592 = trunc nuw nsw i64 %3573 to i32
  %3593 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3567, i32 noundef %3592, i32 noundef 1)
  %3594 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 2
  %3595 = load i64, ptr %3594, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3595, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3596 = trunc nuw nsw i64 %3573 to i32
  %3597 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3568, i32 noundef %3596, i32 noundef 2)
  %3598 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 3
  %3599 = load i64, ptr %3598, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3599, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3600 = trunc nuw nsw i64 %3573 to i32
  %3601 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3569, i32 noundef %3600, i32 noundef 3)
  %3602 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 4
  %3603 = load i64, ptr %3602, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3603, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3604 = trunc nuw nsw i64 %3573 to i32
  %3605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3570, i32 noundef %3604, i32 noundef 4)
  %3606 = getelementptr inbounds [10 x [4 x [6 x i64]]], ptr @g_45612, i64 0, i64 %3565, i64 %3573, i64 5
  %3607 = load i64, ptr %3606, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3607, ptr noundef nonnull @.str.611, i32 noundef %23)
  %3608 = trunc nuw nsw i64 %3573 to i32
  %3609 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3571, i32 noundef %3608, i32 noundef 5)
  br label %3610

3610:                                             ; preds = %3576, %3587
  %3611 = add nuw nsw i64 %3573, 1
  %3612 = icmp eq i64 %3611, 4
  br i1 %3612, label %3613, label %3572, !llvm.loop !88

3613:                                             ; preds = %3610
  %3614 = add nuw nsw i64 %3565, 1
  %3615 = icmp eq i64 %3614, 10
  br i1 %3615, label %3616, label %3564, !llvm.loop !89

3616:                                             ; preds = %3613
  call fastcc void @transparent_crc(i64 noundef 2406613705636355525, ptr noundef nonnull @.str.612, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  br i1 %22, label %3617, label %3618

3617:                                             ; preds = %3616
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  br label %3626

3618:                                             ; preds = %3616
  %3619 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  %3620 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  %3621 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  %3622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  %3623 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  %3624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.613, i32 noundef %23)
  %3625 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %3626

3626:                                             ; preds = %3617, %3618
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.614, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -46535200, ptr noundef nonnull @.str.615, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.616, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1037100829, ptr noundef nonnull @.str.617, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.618, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 68, ptr noundef nonnull @.str.619, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 47, ptr noundef nonnull @.str.620, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.621, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 158, ptr noundef nonnull @.str.622, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.623, i32 noundef %23)
  br i1 %22, label %3627, label %3628

3627:                                             ; preds = %3626
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.623, i32 noundef %23)
  br label %3631

3628:                                             ; preds = %3626
  %3629 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.623, i32 noundef %23)
  %3630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  br label %3631

3631:                                             ; preds = %3627, %3628
  call fastcc void @transparent_crc(i64 noundef 2144313423, ptr noundef nonnull @.str.624, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.625, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.626, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 295193151, ptr noundef nonnull @.str.627, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7276753519209217115, ptr noundef nonnull @.str.628, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2505512371, ptr noundef nonnull @.str.629, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2587, ptr noundef nonnull @.str.630, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 238, ptr noundef nonnull @.str.631, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1743838028338290495, ptr noundef nonnull @.str.632, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 74, ptr noundef nonnull @.str.633, i32 noundef %23)
  br label %3632

3632:                                             ; preds = %3631, %3646
  %3633 = phi i64 [ 0, %3631 ], [ %3647, %3646 ]
  %3634 = getelementptr inbounds [7 x [2 x i64]], ptr @g_48235, i64 0, i64 %3633, i64 0
  %3635 = load i64, ptr %3634, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3635, ptr noundef nonnull @.str.634, i32 noundef %23)
  br i1 %22, label %3636, label %3639

3636:                                             ; preds = %3632
  %3637 = getelementptr inbounds [7 x [2 x i64]], ptr @g_48235, i64 0, i64 %3633, i64 1
  %3638 = load i64, ptr %3637, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3638, ptr noundef nonnull @.str.634, i32 noundef %23)
  br label %3646

3639:                                             ; preds = %3632
  %3640 = trunc nuw nsw i64 %3633 to i32
  %3641 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3640, i32 noundef 0)
  %3642 = getelementptr inbounds [7 x [2 x i64]], ptr @g_48235, i64 0, i64 %3633, i64 1
  %3643 = load i64, ptr %3642, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3643, ptr noundef nonnull @.str.634, i32 noundef %23)
  %3644 = trunc nuw nsw i64 %3633 to i32
  %3645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3644, i32 noundef 1)
  br label %3646

3646:                                             ; preds = %3636, %3639
  %3647 = add nuw nsw i64 %3633, 1
  %3648 = icmp eq i64 %3647, 7
  br i1 %3648, label %3649, label %3632, !llvm.loop !90

3649:                                             ; preds = %3646
  call fastcc void @transparent_crc(i64 noundef 88, ptr noundef nonnull @.str.635, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2650556508, ptr noundef nonnull @.str.636, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 191050660, ptr noundef nonnull @.str.637, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.638, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -10, ptr noundef nonnull @.str.639, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 40, ptr noundef nonnull @.str.640, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.641, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  br i1 %22, label %3650, label %3651

3650:                                             ; preds = %3649
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  br label %3656

3651:                                             ; preds = %3649
  %3652 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  %3653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  %3654 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.642, i32 noundef %23)
  %3655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %3656

3656:                                             ; preds = %3650, %3651
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.643, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3626521562657286070, ptr noundef nonnull @.str.644, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7486941556697818952, ptr noundef nonnull @.str.645, i32 noundef %23)
  br label %3657

3657:                                             ; preds = %3656, %3690
  %3658 = phi i64 [ 0, %3656 ], [ %3691, %3690 ]
  %3659 = trunc nuw nsw i64 %3658 to i32
  %3660 = trunc nuw nsw i64 %3658 to i32
  %3661 = trunc nuw nsw i64 %3658 to i32
  br label %3662

3662:                                             ; preds = %3657, %3687
  %3663 = phi i64 [ 0, %3657 ], [ %3688, %3687 ]
  %3664 = getelementptr inbounds [8 x [9 x [3 x i32]]], ptr @g_49955, i64 0, i64 %3658, i64 %3663, i64 0
  %3665 = load i32, ptr %3664, align 4, !tbaa !9
  %3666 = zext i32 %3665 to i64
  call fastcc void @transparent_crc(i64 noundef %3666, ptr noundef nonnull @.str.646, i32 noundef %23)
  br i1 %22, label %3667, label %3674

3667:                                             ; preds = %3662
  %3668 = getelementptr inbounds [8 x [9 x [3 x i32]]], ptr @g_49955, i64 0, i64 %3658, i64 %3663, i64 1
  %3669 = load i32, ptr %3668, align 4, !tbaa !9
  %3670 = zext i32 %3669 to i64
  call fastcc void @transparent_crc(i64 noundef %3670, ptr noundef nonnull @.str.646, i32 noundef %23)
  %3671 = getelementptr inbounds [8 x [9 x [3 x i32]]], ptr @g_49955, i64 0, i64 %3658, i64 %3663, i64 2
  %3672 = load i32, ptr %3671, align 4, !tbaa !9
  %3673 = zext i32 %3672 to i64
  call fastcc void @transparent_crc(i64 noundef %3673, ptr noundef nonnull @.str.646, i32 noundef %23)
  br label %3687

3674:                                             ; preds = %3662
  %3675 = trunc nuw nsw i64 %3663 to i32
  %3676 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3659, i32 noundef %3675, i32 noundef 0)
  %3677 = getelementptr inbounds [8 x [9 x [3 x i32]]], ptr @g_49955, i64 0, i64 %3658, i64 %3663, i64 1
  %3678 = load i32, ptr %3677, align 4, !tbaa !9
  %3679 = zext i32 %3678 to i64
  call fastcc void @transparent_crc(i64 noundef %3679, ptr noundef nonnull @.str.646, i32 noundef %23)
  %3680 = trunc nuw nsw i64 %3663 to i32
  %3681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3660, i32 noundef %3680, i32 noundef 1)
  %3682 = getelementptr inbounds [8 x [9 x [3 x i32]]], ptr @g_49955, i64 0, i64 %3658, i64 %3663, i64 2
  %3683 = load i32, ptr %3682, align 4, !tbaa !9
  %3684 = zext i32 %3683 to i64
  call fastcc void @transparent_crc(i64 noundef %3684, ptr noundef nonnull @.str.646, i32 noundef %23)
  %3685 = trunc nuw nsw i64 %3663 to i32
  %3686 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3661, i32 noundef %3685, i32 noundef 2)
  br label %3687

3687:                                             ; preds = %3667, %3674
  %3688 = add nuw nsw i64 %3663, 1
  %3689 = icmp eq i64 %3688, 9
  br i1 %3689, label %3690, label %3662, !llvm.loop !91

3690:                                             ; preds = %3687
  %3691 = add nuw nsw i64 %3658, 1
  %3692 = icmp eq i64 %3691, 8
  br i1 %3692, label %3693, label %3657, !llvm.loop !92

3693:                                             ; preds = %3690
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  br i1 %22, label %3694, label %3695

3694:                                             ; preds = %3693
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  br label %3704

3695:                                             ; preds = %3693
  %3696 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3697 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3698 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3699 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3701 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3702 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.647, i32 noundef %23)
  %3703 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  br label %3704

3704:                                             ; preds = %3694, %3695
  call fastcc void @transparent_crc(i64 noundef 2413432333, ptr noundef nonnull @.str.648, i32 noundef %23)
  br label %3705

3705:                                             ; preds = %3704, %3786
  %3706 = phi i64 [ 0, %3704 ], [ %3787, %3786 ]
  %3707 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 0
  %3708 = load i32, ptr %3707, align 8, !tbaa !9
  %3709 = sext i32 %3708 to i64
  call fastcc void @transparent_crc(i64 noundef %3709, ptr noundef nonnull @.str.649, i32 noundef %23)
  br i1 %22, label %3710, label %3738

3710:                                             ; preds = %3705
  %3711 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 1
  %3712 = load i32, ptr %3711, align 4, !tbaa !9
  %3713 = sext i32 %3712 to i64
  call fastcc void @transparent_crc(i64 noundef %3713, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3714 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 2
  %3715 = load i32, ptr %3714, align 8, !tbaa !9
  %3716 = sext i32 %3715 to i64
  call fastcc void @transparent_crc(i64 noundef %3716, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3717 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 3
  %3718 = load i32, ptr %3717, align 4, !tbaa !9
  %3719 = sext i32 %3718 to i64
  call fastcc void @transparent_crc(i64 noundef %3719, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3720 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 4
  %3721 = load i32, ptr %3720, align 8, !tbaa !9
  %3722 = sext i32 %3721 to i64
  call fastcc void @transparent_crc(i64 noundef %3722, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3723 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 5
  %3724 = load i32, ptr %3723, align 4, !tbaa !9
  %3725 = sext i32 %3724 to i64
  call fastcc void @transparent_crc(i64 noundef %3725, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3726 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 6
  %3727 = load i32, ptr %3726, align 8, !tbaa !9
  %3728 = sext i32 %3727 to i64
  call fastcc void @transparent_crc(i64 noundef %3728, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3729 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 7
  %3730 = load i32, ptr %3729, align 4, !tbaa !9
  %3731 = sext i32 %3730 to i64
  call fastcc void @transparent_crc(i64 noundef %3731, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3732 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 8
  %3733 = load i32, ptr %3732, align 8, !tbaa !9
  %3734 = sext i32 %3733 to i64
  call fastcc void @transparent_crc(i64 noundef %3734, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3735 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 9
  %3736 = load i32, ptr %3735, align 4, !tbaa !9
  %3737 = sext i32 %3736 to i64
  call fastcc void @transparent_crc(i64 noundef %3737, ptr noundef nonnull @.str.649, i32 noundef %23)
  br label %3786

3738:                                             ; preds = %3705
  %3739 = trunc nuw nsw i64 %3706 to i32
  %3740 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3739, i32 noundef 0, i32 noundef 0)
  %3741 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 1
  %3742 = load i32, ptr %3741, align 4, !tbaa !9
  %3743 = sext i32 %3742 to i64
  call fastcc void @transparent_crc(i64 noundef %3743, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3744 = trunc nuw nsw i64 %3706 to i32
  %3745 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3744, i32 noundef 1, i32 noundef 0)
  %3746 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 2
  %3747 = load i32, ptr %3746, align 8, !tbaa !9
  %3748 = sext i32 %3747 to i64
  call fastcc void @transparent_crc(i64 noundef %3748, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3749 = trunc nuw nsw i64 %3706 to i32
  %3750 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3749, i32 noundef 2, i32 noundef 0)
  %3751 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 3
  %3752 = load i32, ptr %3751, align 4, !tbaa !9
  %3753 = sext i32 %3752 to i64
  call fastcc void @transparent_crc(i64 noundef %3753, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3754 = trunc nuw nsw i64 %3706 to i32
  %3755 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3754, i32 noundef 3, i32 noundef 0)
  %3756 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 4
  %3757 = load i32, ptr %3756, align 8, !tbaa !9
  %3758 = sext i32 %3757 to i64
  call fastcc void @transparent_crc(i64 noundef %3758, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3759 = trunc nuw nsw i64 %3706 to i32
  %3760 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3759, i32 noundef 4, i32 noundef 0)
  %3761 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 5
  %3762 = load i32, ptr %3761, align 4, !tbaa !9
  %3763 = sext i32 %3762 to i64
  call fastcc void @transparent_crc(i64 noundef %3763, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3764 = trunc nuw nsw i64 %3706 to i32
  %3765 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3764, i32 noundef 5, i32 noundef 0)
  %3766 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 6
  %3767 = load i32, ptr %3766, align 8, !tbaa !9
  %3768 = sext i32 %3767 to i64
  call fastcc void @transparent_crc(i64 noundef %3768, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3769 = trunc nuw nsw i64 %3706 to i32
  %3770 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3769, i32 noundef 6, i32 noundef 0)
  %3771 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 7
  %3772 = load i32, ptr %3771, align 4, !tbaa !9
  %3773 = sext i32 %3772 to i64
  call fastcc void @transparent_crc(i64 noundef %3773, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3774 = trunc nuw nsw i64 %3706 to i32
  %3775 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3774, i32 noundef 7, i32 noundef 0)
  %3776 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 8
  %3777 = load i32, ptr %3776, align 8, !tbaa !9
  %3778 = sext i32 %3777 to i64
  call fastcc void @transparent_crc(i64 noundef %3778, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3779 = trunc nuw nsw i64 %3706 to i32
  %3780 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3779, i32 noundef 8, i32 noundef 0)
  %3781 = getelementptr inbounds [10 x [10 x [1 x i32]]], ptr @g_50579, i64 0, i64 %3706, i64 9
  %3782 = load i32, ptr %3781, align 4, !tbaa !9
  %3783 = sext i32 %3782 to i64
  call fastcc void @transparent_crc(i64 noundef %3783, ptr noundef nonnull @.str.649, i32 noundef %23)
  %3784 = trunc nuw nsw i64 %3706 to i32
  %3785 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3784, i32 noundef 9, i32 noundef 0)
  br label %3786

3786:                                             ; preds = %3710, %3738
  %3787 = add nuw nsw i64 %3706, 1
  %3788 = icmp eq i64 %3787, 10
  br i1 %3788, label %3789, label %3705, !llvm.loop !93

3789:                                             ; preds = %3786
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  br i1 %22, label %3790, label %3791

3790:                                             ; preds = %3789
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  br label %3796

3791:                                             ; preds = %3789
  %3792 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  %3793 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  %3794 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 280456680, ptr noundef nonnull @.str.650, i32 noundef %23)
  %3795 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %3796

3796:                                             ; preds = %3790, %3791
  call fastcc void @transparent_crc(i64 noundef 2665164202, ptr noundef nonnull @.str.651, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3500492795952748175, ptr noundef nonnull @.str.652, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4, ptr noundef nonnull @.str.653, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65531, ptr noundef nonnull @.str.654, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.655, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1737046601, ptr noundef nonnull @.str.656, i32 noundef %23)
  br label %3797

3797:                                             ; preds = %3796, %3862
  %3798 = phi i64 [ 0, %3796 ], [ %3863, %3862 ]
  %3799 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 0
  %3800 = load i32, ptr %3799, align 16, !tbaa !9
  %3801 = zext i32 %3800 to i64
  call fastcc void @transparent_crc(i64 noundef %3801, ptr noundef nonnull @.str.657, i32 noundef %23)
  br i1 %22, label %3802, label %3824

3802:                                             ; preds = %3797
  %3803 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 1
  %3804 = load i32, ptr %3803, align 4, !tbaa !9
  %3805 = zext i32 %3804 to i64
  call fastcc void @transparent_crc(i64 noundef %3805, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3806 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 2
  %3807 = load i32, ptr %3806, align 8, !tbaa !9
  %3808 = zext i32 %3807 to i64
  call fastcc void @transparent_crc(i64 noundef %3808, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3809 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 3
  %3810 = load i32, ptr %3809, align 4, !tbaa !9
  %3811 = zext i32 %3810 to i64
  call fastcc void @transparent_crc(i64 noundef %3811, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3812 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 4
  %3813 = load i32, ptr %3812, align 16, !tbaa !9
  %3814 = zext i32 %3813 to i64
  call fastcc void @transparent_crc(i64 noundef %3814, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3815 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 5
  %3816 = load i32, ptr %3815, align 4, !tbaa !9
  %3817 = zext i32 %3816 to i64
  call fastcc void @transparent_crc(i64 noundef %3817, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3818 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 6
  %3819 = load i32, ptr %3818, align 8, !tbaa !9
  %3820 = zext i32 %3819 to i64
  call fastcc void @transparent_crc(i64 noundef %3820, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3821 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 7
  %3822 = load i32, ptr %3821, align 4, !tbaa !9
  %3823 = zext i32 %3822 to i64
  call fastcc void @transparent_crc(i64 noundef %3823, ptr noundef nonnull @.str.657, i32 noundef %23)
  br label %3862

3824:                                             ; preds = %3797
  %3825 = trunc nuw nsw i64 %3798 to i32
  %3826 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3825, i32 noundef 0)
  %3827 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 1
  %3828 = load i32, ptr %3827, align 4, !tbaa !9
  %3829 = zext i32 %3828 to i64
  call fastcc void @transparent_crc(i64 noundef %3829, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3830 = trunc nuw nsw i64 %3798 to i32
  %3831 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3830, i32 noundef 1)
  %3832 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 2
  %3833 = load i32, ptr %3832, align 8, !tbaa !9
  %3834 = zext i32 %3833 to i64
  call fastcc void @transparent_crc(i64 noundef %3834, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3835 = trunc nuw nsw i64 %3798 to i32
  %3836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3835, i32 noundef 2)
  %3837 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 3
  %3838 = load i32, ptr %3837, align 4, !tbaa !9
  %3839 = zext i32 %3838 to i64
  call fastcc void @transparent_crc(i64 noundef %3839, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3840 = trunc nuw nsw i64 %3798 to i32
  %3841 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3840, i32 noundef 3)
  %3842 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 4
  %3843 = load i32, ptr %3842, align 16, !tbaa !9
  %3844 = zext i32 %3843 to i64
  call fastcc void @transparent_crc(i64 noundef %3844, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3845 = trunc nuw nsw i64 %3798 to i32
  %3846 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3845, i32 noundef 4)
  %3847 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 5
  %3848 = load i32, ptr %3847, align 4, !tbaa !9
  %3849 = zext i32 %3848 to i64
  call fastcc void @transparent_crc(i64 noundef %3849, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3850 = trunc nuw nsw i64 %3798 to i32
  %3851 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3850, i32 noundef 5)
  %3852 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 6
  %3853 = load i32, ptr %3852, align 8, !tbaa !9
  %3854 = zext i32 %3853 to i64
  call fastcc void @transparent_crc(i64 noundef %3854, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3855 = trunc nuw nsw i64 %3798 to i32
  %3856 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3855, i32 noundef 6)
  %3857 = getelementptr inbounds [10 x [8 x i32]], ptr @g_51036, i64 0, i64 %3798, i64 7
  %3858 = load i32, ptr %3857, align 4, !tbaa !9
  %3859 = zext i32 %3858 to i64
  call fastcc void @transparent_crc(i64 noundef %3859, ptr noundef nonnull @.str.657, i32 noundef %23)
  %3860 = trunc nuw nsw i64 %3798 to i32
  %3861 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3860, i32 noundef 7)
  br label %3862

3862:                                             ; preds = %3802, %3824
  %3863 = add nuw nsw i64 %3798, 1
  %3864 = icmp eq i64 %3863, 10
  br i1 %3864, label %3865, label %3797, !llvm.loop !94

3865:                                             ; preds = %3862
  call fastcc void @transparent_crc(i64 noundef 252, ptr noundef nonnull @.str.658, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 38, ptr noundef nonnull @.str.659, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.660, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4874, ptr noundef nonnull @.str.661, i32 noundef %23)
  br i1 %22, label %3866, label %3867

3866:                                             ; preds = %3865
  call fastcc void @transparent_crc(i64 noundef -4874, ptr noundef nonnull @.str.661, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4874, ptr noundef nonnull @.str.661, i32 noundef %23)
  br label %3871

3867:                                             ; preds = %3865
  %3868 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -4874, ptr noundef nonnull @.str.661, i32 noundef %23)
  %3869 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -4874, ptr noundef nonnull @.str.661, i32 noundef %23)
  %3870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %3871

3871:                                             ; preds = %3866, %3867
  call fastcc void @transparent_crc(i64 noundef 4330765634422512864, ptr noundef nonnull @.str.662, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.663, i32 noundef %23)
  %3872 = load volatile i8, ptr @g_52096, align 1, !tbaa !22
  %3873 = zext i8 %3872 to i64
  call fastcc void @transparent_crc(i64 noundef %3873, ptr noundef nonnull @.str.664, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4316283299743198424, ptr noundef nonnull @.str.665, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.666, i32 noundef %23)
  %3874 = load volatile i8, ptr @g_52572, align 1, !tbaa !22
  %3875 = sext i8 %3874 to i64
  call fastcc void @transparent_crc(i64 noundef %3875, ptr noundef nonnull @.str.667, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  br i1 %22, label %3876, label %3877

3876:                                             ; preds = %3871
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  br label %3884

3877:                                             ; preds = %3871
  %3878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  %3879 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  %3880 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  %3881 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  %3882 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -1770106401805501639, ptr noundef nonnull @.str.668, i32 noundef %23)
  %3883 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %3884

3884:                                             ; preds = %3876, %3877
  call fastcc void @transparent_crc(i64 noundef 11, ptr noundef nonnull @.str.669, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 253624222, ptr noundef nonnull @.str.670, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.671, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2037826945, ptr noundef nonnull @.str.672, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2370, ptr noundef nonnull @.str.673, i32 noundef %23)
  br label %3885

3885:                                             ; preds = %3884, %3917
  %3886 = phi i64 [ 0, %3884 ], [ %3918, %3917 ]
  %3887 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 0
  %3888 = load i64, ptr %3887, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3888, ptr noundef nonnull @.str.674, i32 noundef %23)
  br i1 %22, label %3889, label %3898

3889:                                             ; preds = %3885
  %3890 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 1
  %3891 = load i64, ptr %3890, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3891, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3892 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 2
  %3893 = load i64, ptr %3892, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3893, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3894 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 3
  %3895 = load i64, ptr %3894, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3895, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3896 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 4
  %3897 = load i64, ptr %3896, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3897, ptr noundef nonnull @.str.674, i32 noundef %23)
  br label %3917

3898:                                             ; preds = %3885
  %3899 = trunc nuw nsw i64 %3886 to i32
  %3900 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3899, i32 noundef 0)
  %3901 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 1
  %3902 = load i64, ptr %3901, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3902, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3903 = trunc nuw nsw i64 %3886 to i32
  %3904 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3903, i32 noundef 1)
  %3905 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 2
  %3906 = load i64, ptr %3905, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3906, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3907 = trunc nuw nsw i64 %3886 to i32
  %3908 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3907, i32 noundef 2)
  %3909 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 3
  %3910 = load i64, ptr %3909, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3910, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3911 = trunc nuw nsw i64 %3886 to i32
  %3912 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3911, i32 noundef 3)
  %3913 = getelementptr inbounds [7 x [5 x i64]], ptr @g_53932, i64 0, i64 %3886, i64 4
  %3914 = load i64, ptr %3913, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3914, ptr noundef nonnull @.str.674, i32 noundef %23)
  %3915 = trunc nuw nsw i64 %3886 to i32
  %3916 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %3915, i32 noundef 4)
  br label %3917

3917:                                             ; preds = %3889, %3898
  %3918 = add nuw nsw i64 %3886, 1
  %3919 = icmp eq i64 %3918, 7
  br i1 %3919, label %3920, label %3885, !llvm.loop !95

3920:                                             ; preds = %3917
  call fastcc void @transparent_crc(i64 noundef 3890595077, ptr noundef nonnull @.str.675, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -45, ptr noundef nonnull @.str.676, i32 noundef %23)
  br label %3921

3921:                                             ; preds = %3920, %3995
  %3922 = phi i64 [ 0, %3920 ], [ %3996, %3995 ]
  %3923 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 0, i64 0
  %3924 = load i64, ptr %3923, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3924, ptr noundef nonnull @.str.677, i32 noundef %23)
  br i1 %22, label %3925, label %3948

3925:                                             ; preds = %3921
  %3926 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 0, i64 1
  %3927 = load i64, ptr %3926, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3927, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3928 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 0, i64 2
  %3929 = load i64, ptr %3928, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3929, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3930 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 1, i64 0
  %3931 = load i64, ptr %3930, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3931, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3932 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 1, i64 1
  %3933 = load i64, ptr %3932, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3933, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3934 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 1, i64 2
  %3935 = load i64, ptr %3934, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3935, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3936 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 2, i64 0
  %3937 = load i64, ptr %3936, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3937, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3938 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 2, i64 1
  %3939 = load i64, ptr %3938, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3939, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3940 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 2, i64 2
  %3941 = load i64, ptr %3940, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3941, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3942 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 3, i64 0
  %3943 = load i64, ptr %3942, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3943, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3944 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 3, i64 1
  %3945 = load i64, ptr %3944, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3945, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3946 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 3, i64 2
  %3947 = load i64, ptr %3946, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3947, ptr noundef nonnull @.str.677, i32 noundef %23)
  br label %3995

3948:                                             ; preds = %3921
  %3949 = trunc nuw nsw i64 %3922 to i32
  %3950 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3949, i32 noundef 0, i32 noundef 0)
  %3951 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 0, i64 1
  %3952 = load i64, ptr %3951, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3952, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3953 = trunc nuw nsw i64 %3922 to i32
  %3954 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3953, i32 noundef 0, i32 noundef 1)
  %3955 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 0, i64 2
  %3956 = load i64, ptr %3955, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3956, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3957 = trunc nuw nsw i64 %3922 to i32
  %3958 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3957, i32 noundef 0, i32 noundef 2)
  %3959 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 1, i64 0
  %3960 = load i64, ptr %3959, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3960, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3961 = trunc nuw nsw i64 %3922 to i32
  %3962 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3961, i32 noundef 1, i32 noundef 0)
  %3963 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 1, i64 1
  %3964 = load i64, ptr %3963, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3964, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3965 = trunc nuw nsw i64 %3922 to i32
  %3966 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3965, i32 noundef 1, i32 noundef 1)
  %3967 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 1, i64 2
  %3968 = load i64, ptr %3967, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3968, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3969 = trunc nuw nsw i64 %3922 to i32
  %3970 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3969, i32 noundef 1, i32 noundef 2)
  %3971 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 2, i64 0
  %3972 = load i64, ptr %3971, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3972, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3973 = trunc nuw nsw i64 %3922 to i32
  %3974 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3973, i32 noundef 2, i32 noundef 0)
  %3975 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 2, i64 1
  %3976 = load i64, ptr %3975, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3976, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3977 = trunc nuw nsw i64 %3922 to i32
  %3978 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3977, i32 noundef 2, i32 noundef 1)
  %3979 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 2, i64 2
  %3980 = load i64, ptr %3979, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3980, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3981 = trunc nuw nsw i64 %3922 to i32
  %3982 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3981, i32 noundef 2, i32 noundef 2)
  %3983 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 3, i64 0
  %3984 = load i64, ptr %3983, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3984, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3985 = trunc nuw nsw i64 %3922 to i32
  %3986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3985, i32 noundef 3, i32 noundef 0)
  %3987 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 3, i64 1
  %3988 = load i64, ptr %3987, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3988, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3989 = trunc nuw nsw i64 %3922 to i32
  %3990 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3989, i32 noundef 3, i32 noundef 1)
  %3991 = getelementptr inbounds [4 x [4 x [3 x i64]]], ptr @g_54138, i64 0, i64 %3922, i64 3, i64 2
  %3992 = load i64, ptr %3991, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %3992, ptr noundef nonnull @.str.677, i32 noundef %23)
  %3993 = trunc nuw nsw i64 %3922 to i32
  %3994 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %3993, i32 noundef 3, i32 noundef 2)
  br label %3995

3995:                                             ; preds = %3925, %3948
  %3996 = add nuw nsw i64 %3922, 1
  %3997 = icmp eq i64 %3996, 4
  br i1 %3997, label %3998, label %3921, !llvm.loop !96

3998:                                             ; preds = %3995
  call fastcc void @transparent_crc(i64 noundef 7673137542455236377, ptr noundef nonnull @.str.678, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.679, i32 noundef %23)
  br i1 %22, label %3999, label %4000

3999:                                             ; preds = %3998
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  br label %4010

4000:                                             ; preds = %3998
  %4001 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4002 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4003 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4004 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4005 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4006 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4007 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4008 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.680, i32 noundef %23)
  %4009 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  br label %4010

4010:                                             ; preds = %3999, %4000
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.681, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7515386765375368966, ptr noundef nonnull @.str.682, i32 noundef %23)
  br label %4011

4011:                                             ; preds = %4022, %4010
  %4012 = phi i64 [ 0, %4010 ], [ %4023, %4022 ]
  %4013 = getelementptr inbounds [8 x [2 x i16]], ptr @g_54621, i64 0, i64 %4012, i64 0
  %4014 = load i16, ptr %4013, align 4, !tbaa !17
  %4015 = zext i16 %4014 to i64
  call fastcc void @transparent_crc(i64 noundef %4015, ptr noundef nonnull @.str.683, i32 noundef %23)
  br i1 %22, label %4016, label %4024

4016:                                             ; preds = %4011
  %4017 = getelementptr inbounds [8 x [2 x i16]], ptr @g_54621, i64 0, i64 %4012, i64 1
  %4018 = load i16, ptr %4017, align 2, !tbaa !17
  %4019 = zext i16 %4018 to i64
  call fastcc void @transparent_crc(i64 noundef %4019, ptr noundef nonnull @.str.683, i32 noundef %23)
  %4020 = add nuw nsw i64 %4012, 1
  %4021 = icmp eq i64 %4020, 8
  br i1 %4021, label %4034, label %4022

4022:                                             ; preds = %4016, %4024
  %4023 = phi i64 [ %4020, %4016 ], [ %4032, %4024 ]
  br label %4011, !llvm.loop !97

4024:                                             ; preds = %4011
  %4025 = trunc nuw nsw i64 %4012 to i32
  %4026 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4025, i32 noundef 0)
  %4027 = getelementptr inbounds [8 x [2 x i16]], ptr @g_54621, i64 0, i64 %4012, i64 1
  %4028 = load i16, ptr %4027, align 2, !tbaa !17
  %4029 = zext i16 %4028 to i64
  call fastcc void @transparent_crc(i64 noundef %4029, ptr noundef nonnull @.str.683, i32 noundef %23)
  %4030 = trunc nuw nsw i64 %4012 to i32
  %4031 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4030, i32 noundef 1)
  %4032 = add nuw nsw i64 %4012, 1
  %4033 = icmp eq i64 %4032, 8
  br i1 %4033, label %4035, label %4022

4034:                                             ; preds = %4016
  call fastcc void @transparent_crc(i64 noundef 2347641112, ptr noundef nonnull @.str.684, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2347641112, ptr noundef nonnull @.str.684, i32 noundef %23)
  br label %4038

4035:                                             ; preds = %4024
  call fastcc void @transparent_crc(i64 noundef 2347641112, ptr noundef nonnull @.str.684, i32 noundef %23)
  %4036 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 2347641112, ptr noundef nonnull @.str.684, i32 noundef %23)
  %4037 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %4038

4038:                                             ; preds = %4034, %4035
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.685, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 124, ptr noundef nonnull @.str.686, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.687, i32 noundef %23)
  %4039 = load volatile i8, ptr @g_55657, align 1, !tbaa !22
  %4040 = sext i8 %4039 to i64
  call fastcc void @transparent_crc(i64 noundef %4040, ptr noundef nonnull @.str.688, i32 noundef %23)
  br label %4041

4041:                                             ; preds = %4038, %4069
  %4042 = phi i64 [ 0, %4038 ], [ %4070, %4069 ]
  %4043 = trunc nuw nsw i64 %4042 to i32
  %4044 = trunc nuw nsw i64 %4042 to i32
  %4045 = trunc nuw nsw i64 %4042 to i32
  br label %4046

4046:                                             ; preds = %4041, %4066
  %4047 = phi i64 [ 0, %4041 ], [ %4067, %4066 ]
  %4048 = getelementptr inbounds [9 x [9 x [3 x i64]]], ptr @g_55670, i64 0, i64 %4042, i64 %4047, i64 0
  %4049 = load i64, ptr %4048, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4049, ptr noundef nonnull @.str.689, i32 noundef %23)
  br i1 %22, label %4050, label %4055

4050:                                             ; preds = %4046
  %4051 = getelementptr inbounds [9 x [9 x [3 x i64]]], ptr @g_55670, i64 0, i64 %4042, i64 %4047, i64 1
  %4052 = load i64, ptr %4051, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4052, ptr noundef nonnull @.str.689, i32 noundef %23)
  %4053 = getelementptr inbounds [9 x [9 x [3 x i64]]], ptr @g_55670, i64 0, i64 %4042, i64 %4047, i64 2
  %4054 = load i64, ptr %4053, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4054, ptr noundef nonnull @.str.689, i32 noundef %23)
  br label %4066

4055:                                             ; preds = %4046
  %4056 = trunc nuw nsw i64 %4047 to i32
  %4057 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %4043, i32 noundef %4056, i32 noundef 0)
  %4058 = getelementptr inbounds [9 x [9 x [3 x i64]]], ptr @g_55670, i64 0, i64 %4042, i64 %4047, i64 1
  %4059 = load i64, ptr %4058, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4059, ptr noundef nonnull @.str.689, i32 noundef %23)
  %4060 = trunc nuw nsw i64 %4047 to i32
  %4061 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %4044, i32 noundef %4060, i32 noundef 1)
  %4062 = getelementptr inbounds [9 x [9 x [3 x i64]]], ptr @g_55670, i64 0, i64 %4042, i64 %4047, i64 2
  %4063 = load i64, ptr %4062, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4063, ptr noundef nonnull @.str.689, i32 noundef %23)
  %4064 = trunc nuw nsw i64 %4047 to i32
  %4065 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %4045, i32 noundef %4064, i32 noundef 2)
  br label %4066

4066:                                             ; preds = %4050, %4055
  %4067 = add nuw nsw i64 %4047, 1
  %4068 = icmp eq i64 %4067, 9
  br i1 %4068, label %4069, label %4046, !llvm.loop !98

4069:                                             ; preds = %4066
  %4070 = add nuw nsw i64 %4042, 1
  %4071 = icmp eq i64 %4070, 9
  br i1 %4071, label %4072, label %4041, !llvm.loop !99

4072:                                             ; preds = %4069
  call fastcc void @transparent_crc(i64 noundef 730239384, ptr noundef nonnull @.str.690, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  br i1 %22, label %4073, label %4074

4073:                                             ; preds = %4072
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -92591786, ptr noundef nonnull @.str.692, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -92591786, ptr noundef nonnull @.str.692, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -92591786, ptr noundef nonnull @.str.692, i32 noundef %23)
  br label %4084

4074:                                             ; preds = %4072
  %4075 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  %4076 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  %4077 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  %4078 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  %4079 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.691, i32 noundef %23)
  %4080 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -92591786, ptr noundef nonnull @.str.692, i32 noundef %23)
  %4081 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -92591786, ptr noundef nonnull @.str.692, i32 noundef %23)
  %4082 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -92591786, ptr noundef nonnull @.str.692, i32 noundef %23)
  %4083 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %4084

4084:                                             ; preds = %4073, %4074
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.693, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.694, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4153868830, ptr noundef nonnull @.str.695, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.696, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3210979482, ptr noundef nonnull @.str.697, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  br i1 %22, label %4085, label %4088

4085:                                             ; preds = %4084
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4086 = load i32, ptr @g_56300.3, align 16, !tbaa !9
  %4087 = sext i32 %4086 to i64
  call fastcc void @transparent_crc(i64 noundef %4087, ptr noundef nonnull @.str.698, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  br label %4098

4088:                                             ; preds = %4084
  %4089 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4090 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4091 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %4092 = load i32, ptr @g_56300.3, align 16, !tbaa !9
  %4093 = sext i32 %4092 to i64
  call fastcc void @transparent_crc(i64 noundef %4093, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4094 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4095 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4096 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -503844882, ptr noundef nonnull @.str.698, i32 noundef %23)
  %4097 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %4098

4098:                                             ; preds = %4085, %4088
  call fastcc void @transparent_crc(i64 noundef -6713228595119193521, ptr noundef nonnull @.str.699, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  br i1 %22, label %4099, label %4100

4099:                                             ; preds = %4098
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  br label %4110

4100:                                             ; preds = %4098
  %4101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4104 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4108 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -7, ptr noundef nonnull @.str.700, i32 noundef %23)
  %4109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 2)
  br label %4110

4110:                                             ; preds = %4099, %4100
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.701, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3017645089, ptr noundef nonnull @.str.702, i32 noundef %23)
  br label %4111

4111:                                             ; preds = %4110, %4144
  %4112 = phi i64 [ 0, %4110 ], [ %4145, %4144 ]
  %4113 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 0
  %4114 = load i32, ptr %4113, align 16, !tbaa !9
  %4115 = sext i32 %4114 to i64
  call fastcc void @transparent_crc(i64 noundef %4115, ptr noundef nonnull @.str.703, i32 noundef %23)
  br i1 %22, label %4116, label %4126

4116:                                             ; preds = %4111
  %4117 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 1
  %4118 = load i32, ptr %4117, align 4, !tbaa !9
  %4119 = sext i32 %4118 to i64
  call fastcc void @transparent_crc(i64 noundef %4119, ptr noundef nonnull @.str.703, i32 noundef %23)
  %4120 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 2
  %4121 = load i32, ptr %4120, align 8, !tbaa !9
  %4122 = sext i32 %4121 to i64
  call fastcc void @transparent_crc(i64 noundef %4122, ptr noundef nonnull @.str.703, i32 noundef %23)
  %4123 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 3
  %4124 = load i32, ptr %4123, align 4, !tbaa !9
  %4125 = sext i32 %4124 to i64
  call fastcc void @transparent_crc(i64 noundef %4125, ptr noundef nonnull @.str.703, i32 noundef %23)
  br label %4144

4126:                                             ; preds = %4111
  %4127 = trunc nuw nsw i64 %4112 to i32
  %4128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4127, i32 noundef 0)
  %4129 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 1
  %4130 = load i32, ptr %4129, align 4, !tbaa !9
  %4131 = sext i32 %4130 to i64
  call fastcc void @transparent_crc(i64 noundef %4131, ptr noundef nonnull @.str.703, i32 noundef %23)
  %4132 = trunc nuw nsw i64 %4112 to i32
  %4133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4132, i32 noundef 1)
  %4134 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 2
  %4135 = load i32, ptr %4134, align 8, !tbaa !9
  %4136 = sext i32 %4135 to i64
  call fastcc void @transparent_crc(i64 noundef %4136, ptr noundef nonnull @.str.703, i32 noundef %23)
  %4137 = trunc nuw nsw i64 %4112 to i32
  %4138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4137, i32 noundef 2)
  %4139 = getelementptr inbounds [10 x [4 x i32]], ptr @g_56342, i64 0, i64 %4112, i64 3
  %4140 = load i32, ptr %4139, align 4, !tbaa !9
  %4141 = sext i32 %4140 to i64
  call fastcc void @transparent_crc(i64 noundef %4141, ptr noundef nonnull @.str.703, i32 noundef %23)
  %4142 = trunc nuw nsw i64 %4112 to i32
  %4143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4142, i32 noundef 3)
  br label %4144

4144:                                             ; preds = %4116, %4126
  %4145 = add nuw nsw i64 %4112, 1
  %4146 = icmp eq i64 %4145, 10
  br i1 %4146, label %4147, label %4111, !llvm.loop !100

4147:                                             ; preds = %4144
  call fastcc void @transparent_crc(i64 noundef 577232769, ptr noundef nonnull @.str.704, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  br i1 %22, label %4148, label %4149

4148:                                             ; preds = %4147
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  br label %4155

4149:                                             ; preds = %4147
  %4150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  %4151 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  %4152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  %4153 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 335584045333059725, ptr noundef nonnull @.str.705, i32 noundef %23)
  %4154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %4155

4155:                                             ; preds = %4148, %4149
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.706, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -273034068517965152, ptr noundef nonnull @.str.707, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.708, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.709, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.710, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 27004, ptr noundef nonnull @.str.711, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4, ptr noundef nonnull @.str.712, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.713, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2898371471, ptr noundef nonnull @.str.714, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 153534637, ptr noundef nonnull @.str.715, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  br i1 %22, label %4156, label %4157

4156:                                             ; preds = %4155
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  br label %4168

4157:                                             ; preds = %4155
  %4158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4164 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4165 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.716, i32 noundef %23)
  %4167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 9)
  br label %4168

4168:                                             ; preds = %4156, %4157
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.717, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 248, ptr noundef nonnull @.str.718, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.719, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -102, ptr noundef nonnull @.str.720, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.721, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.722, i32 noundef %23)
  br i1 %22, label %4169, label %4170

4169:                                             ; preds = %4168
  call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.722, i32 noundef %23)
  br label %4173

4170:                                             ; preds = %4168
  %4171 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 249, ptr noundef nonnull @.str.722, i32 noundef %23)
  %4172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %4173

4173:                                             ; preds = %4169, %4170
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.723, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.724, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20981, ptr noundef nonnull @.str.725, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6670900997329809461, ptr noundef nonnull @.str.726, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 14216, ptr noundef nonnull @.str.727, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967286, ptr noundef nonnull @.str.728, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1361271073, ptr noundef nonnull @.str.729, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.730, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.731, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  br i1 %22, label %4174, label %4175

4174:                                             ; preds = %4173
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  br label %4184

4175:                                             ; preds = %4173
  %4176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1811547415, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.732, i32 noundef %23)
  %4183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 7, i32 noundef 0)
  br label %4184

4184:                                             ; preds = %4174, %4175
  call fastcc void @transparent_crc(i64 noundef 461659597, ptr noundef nonnull @.str.733, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.734, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6103161070721244066, ptr noundef nonnull @.str.735, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 26474, ptr noundef nonnull @.str.736, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4029418495, ptr noundef nonnull @.str.737, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.738, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.739, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 945330755652024392, ptr noundef nonnull @.str.740, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.741, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.742, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 103, ptr noundef nonnull @.str.743, i32 noundef %23)
  br label %4185

4185:                                             ; preds = %4184, %4205
  %4186 = phi i64 [ 0, %4184 ], [ %4206, %4205 ]
  %4187 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 0, i64 %4186, i64 0
  %4188 = load i64, ptr %4187, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4188, ptr noundef nonnull @.str.744, i32 noundef %23)
  br i1 %22, label %4189, label %4194

4189:                                             ; preds = %4185
  %4190 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 0, i64 %4186, i64 1
  %4191 = load i64, ptr %4190, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4191, ptr noundef nonnull @.str.744, i32 noundef %23)
  %4192 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 0, i64 %4186, i64 2
  %4193 = load i64, ptr %4192, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4193, ptr noundef nonnull @.str.744, i32 noundef %23)
  br label %4205

4194:                                             ; preds = %4185
  %4195 = trunc nuw nsw i64 %4186 to i32
  %4196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4195, i32 noundef 0)
  %4197 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 0, i64 %4186, i64 1
  %4198 = load i64, ptr %4197, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4198, ptr noundef nonnull @.str.744, i32 noundef %23)
  %4199 = trunc nuw nsw i64 %4186 to i32
  %4200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4199, i32 noundef 1)
  %4201 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 0, i64 %4186, i64 2
  %4202 = load i64, ptr %4201, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4202, ptr noundef nonnull @.str.744, i32 noundef %23)
  %4203 = trunc nuw nsw i64 %4186 to i32
  %4204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4203, i32 noundef 2)
  br label %4205

4205:                                             ; preds = %4189, %4194
  %4206 = add nuw nsw i64 %4186, 1
  %4207 = icmp eq i64 %4206, 5
  br i1 %4207, label %4208, label %4185, !llvm.loop !101

4208:                                             ; preds = %4205, %4228
  %4209 = phi i64 [ %4229, %4228 ], [ 0, %4205 ]
  %4210 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 1, i64 %4209, i64 0
  %4211 = load i64, ptr %4210, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4211, ptr noundef nonnull @.str.744, i32 noundef %23)
  br i1 %22, label %4212, label %4217

4212:                                             ; preds = %4208
  %4213 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 1, i64 %4209, i64 1
  %4214 = load i64, ptr %4213, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4214, ptr noundef nonnull @.str.744, i32 noundef %23)
  %4215 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 1, i64 %4209, i64 2
  %4216 = load i64, ptr %4215, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4216, ptr noundef nonnull @.str.744, i32 noundef %23)
  br label %4228

4217:                                             ; preds = %4208
  %4218 = trunc nuw nsw i64 %4209 to i32
  %4219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4218, i32 noundef 0)
  %4220 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 1, i64 %4209, i64 1
  %4221 = load i64, ptr %4220, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4221, ptr noundef nonnull @.str.744, i32 noundef %23)
  %4222 = trunc nuw nsw i64 %4209 to i32
  %4223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4222, i32 noundef 1)
  %4224 = getelementptr inbounds [2 x [5 x [3 x i64]]], ptr @g_60720, i64 0, i64 1, i64 %4209, i64 2
  %4225 = load i64, ptr %4224, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4225, ptr noundef nonnull @.str.744, i32 noundef %23)
  %4226 = trunc nuw nsw i64 %4209 to i32
  %4227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4226, i32 noundef 2)
  br label %4228

4228:                                             ; preds = %4212, %4217
  %4229 = add nuw nsw i64 %4209, 1
  %4230 = icmp eq i64 %4229, 5
  br i1 %4230, label %4231, label %4208, !llvm.loop !101

4231:                                             ; preds = %4228
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.745, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 198, ptr noundef nonnull @.str.746, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.747, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  br i1 %22, label %4232, label %4233

4232:                                             ; preds = %4231
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  br label %4239

4233:                                             ; preds = %4231
  %4234 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  %4235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  %4236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  %4237 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.748, i32 noundef %23)
  %4238 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %4239

4239:                                             ; preds = %4232, %4233
  br label %4240

4240:                                             ; preds = %4239, %4290
  %4241 = phi i64 [ %4291, %4290 ], [ 0, %4239 ]
  %4242 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 0
  %4243 = load i64, ptr %4242, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4243, ptr noundef nonnull @.str.749, i32 noundef %23)
  br i1 %22, label %4244, label %4259

4244:                                             ; preds = %4240
  %4245 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 1
  %4246 = load i64, ptr %4245, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4246, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4247 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 2
  %4248 = load i64, ptr %4247, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4248, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4249 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 3
  %4250 = load i64, ptr %4249, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4250, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4251 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 4
  %4252 = load i64, ptr %4251, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4252, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4253 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 5
  %4254 = load i64, ptr %4253, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4254, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4255 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 6
  %4256 = load i64, ptr %4255, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4256, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4257 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 7
  %4258 = load i64, ptr %4257, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4258, ptr noundef nonnull @.str.749, i32 noundef %23)
  br label %4290

4259:                                             ; preds = %4240
  %4260 = trunc nuw nsw i64 %4241 to i32
  %4261 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4260, i32 noundef 0)
  %4262 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 1
  %4263 = load i64, ptr %4262, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4263, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4264 = trunc nuw nsw i64 %4241 to i32
  %4265 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4264, i32 noundef 1)
  %4266 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 2
  %4267 = load i64, ptr %4266, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4267, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4268 = trunc nuw nsw i64 %4241 to i32
  %4269 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4268, i32 noundef 2)
  %4270 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 3
  %4271 = load i64, ptr %4270, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4271, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4272 = trunc nuw nsw i64 %4241 to i32
  %4273 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4272, i32 noundef 3)
  %4274 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 4
  %4275 = load i64, ptr %4274, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4275, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4276 = trunc nuw nsw i64 %4241 to i32
  %4277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4276, i32 noundef 4)
  %4278 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 5
  %4279 = load i64, ptr %4278, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4279, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4280 = trunc nuw nsw i64 %4241 to i32
  %4281 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4280, i32 noundef 5)
  %4282 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 6
  %4283 = load i64, ptr %4282, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4283, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4284 = trunc nuw nsw i64 %4241 to i32
  %4285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4284, i32 noundef 6)
  %4286 = getelementptr inbounds [8 x [8 x i64]], ptr @g_61225, i64 0, i64 %4241, i64 7
  %4287 = load i64, ptr %4286, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4287, ptr noundef nonnull @.str.749, i32 noundef %23)
  %4288 = trunc nuw nsw i64 %4241 to i32
  %4289 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4288, i32 noundef 7)
  br label %4290

4290:                                             ; preds = %4244, %4259
  %4291 = add nuw nsw i64 %4241, 1
  %4292 = icmp eq i64 %4291, 8
  br i1 %4292, label %4293, label %4240, !llvm.loop !102

4293:                                             ; preds = %4290
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.750, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  br i1 %22, label %4294, label %4295

4294:                                             ; preds = %4293
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  br label %4304

4295:                                             ; preds = %4293
  %4296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4297 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4300 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4301 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 57485, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4302 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.751, i32 noundef %23)
  %4303 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 7, i32 noundef 0)
  br label %4304

4304:                                             ; preds = %4294, %4295
  call fastcc void @transparent_crc(i64 noundef 2361281814, ptr noundef nonnull @.str.752, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3264442779, ptr noundef nonnull @.str.753, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.754, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.755, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.756, i32 noundef %23)
  %4305 = load volatile i32, ptr @g_62227, align 4, !tbaa !9
  %4306 = sext i32 %4305 to i64
  call fastcc void @transparent_crc(i64 noundef %4306, ptr noundef nonnull @.str.757, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.758, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.759, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -221051991, ptr noundef nonnull @.str.760, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.761, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -44, ptr noundef nonnull @.str.762, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  br i1 %22, label %4307, label %4308

4307:                                             ; preds = %4304
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  br label %4317

4308:                                             ; preds = %4304
  %4309 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4310 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4311 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4314 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -6876, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef -21873, ptr noundef nonnull @.str.763, i32 noundef %23)
  %4316 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  br label %4317

4317:                                             ; preds = %4307, %4308
  call fastcc void @transparent_crc(i64 noundef 1439880250, ptr noundef nonnull @.str.764, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.765, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 38, ptr noundef nonnull @.str.766, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.767, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.768, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.769, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1739626549, ptr noundef nonnull @.str.770, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.771, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.772, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.773, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -3028525776386538046, ptr noundef nonnull @.str.774, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.775, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -7600343270749562278, ptr noundef nonnull @.str.776, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.777, i32 noundef %23)
  br i1 %22, label %4318, label %4319

4318:                                             ; preds = %4317
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.777, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.777, i32 noundef %23)
  br label %4323

4319:                                             ; preds = %4317
  %4320 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.777, i32 noundef %23)
  %4321 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.777, i32 noundef %23)
  %4322 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %4323

4323:                                             ; preds = %4318, %4319
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.778, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 245, ptr noundef nonnull @.str.779, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 214483268, ptr noundef nonnull @.str.780, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 504653265, ptr noundef nonnull @.str.781, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -13355, ptr noundef nonnull @.str.782, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  br i1 %22, label %4324, label %4325

4324:                                             ; preds = %4323
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  br label %4335

4325:                                             ; preds = %4323
  %4326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4327 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4328 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4331 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4332 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4333 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 2463469217, ptr noundef nonnull @.str.783, i32 noundef %23)
  %4334 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %4335

4335:                                             ; preds = %4324, %4325
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.784, i32 noundef %23)
  br label %4336

4336:                                             ; preds = %4335, %4361
  %4337 = phi i64 [ 0, %4335 ], [ %4362, %4361 ]
  %4338 = getelementptr inbounds [8 x [3 x i32]], ptr @g_65084, i64 0, i64 %4337, i64 0
  %4339 = load i32, ptr %4338, align 4, !tbaa !9
  %4340 = zext i32 %4339 to i64
  call fastcc void @transparent_crc(i64 noundef %4340, ptr noundef nonnull @.str.785, i32 noundef %23)
  br i1 %22, label %4341, label %4348

4341:                                             ; preds = %4336
  %4342 = getelementptr inbounds [8 x [3 x i32]], ptr @g_65084, i64 0, i64 %4337, i64 1
  %4343 = load i32, ptr %4342, align 4, !tbaa !9
  %4344 = zext i32 %4343 to i64
  call fastcc void @transparent_crc(i64 noundef %4344, ptr noundef nonnull @.str.785, i32 noundef %23)
  %4345 = getelementptr inbounds [8 x [3 x i32]], ptr @g_65084, i64 0, i64 %4337, i64 2
  %4346 = load i32, ptr %4345, align 4, !tbaa !9
  %4347 = zext i32 %4346 to i64
  call fastcc void @transparent_crc(i64 noundef %4347, ptr noundef nonnull @.str.785, i32 noundef %23)
  br label %4361

4348:                                             ; preds = %4336
  %4349 = trunc nuw nsw i64 %4337 to i32
  %4350 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4349, i32 noundef 0)
  %4351 = getelementptr inbounds [8 x [3 x i32]], ptr @g_65084, i64 0, i64 %4337, i64 1
  %4352 = load i32, ptr %4351, align 4, !tbaa !9
  %4353 = zext i32 %4352 to i64
  call fastcc void @transparent_crc(i64 noundef %4353, ptr noundef nonnull @.str.785, i32 noundef %23)
  %4354 = trunc nuw nsw i64 %4337 to i32
  %4355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4354, i32 noundef 1)
  %4356 = getelementptr inbounds [8 x [3 x i32]], ptr @g_65084, i64 0, i64 %4337, i64 2
  %4357 = load i32, ptr %4356, align 4, !tbaa !9
  %4358 = zext i32 %4357 to i64
  call fastcc void @transparent_crc(i64 noundef %4358, ptr noundef nonnull @.str.785, i32 noundef %23)
  %4359 = trunc nuw nsw i64 %4337 to i32
  %4360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4359, i32 noundef 2)
  br label %4361

4361:                                             ; preds = %4341, %4348
  %4362 = add nuw nsw i64 %4337, 1
  %4363 = icmp eq i64 %4362, 8
  br i1 %4363, label %4364, label %4336, !llvm.loop !103

4364:                                             ; preds = %4361
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.786, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  br i1 %22, label %4365, label %4366

4365:                                             ; preds = %4364
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  br label %4372

4366:                                             ; preds = %4364
  %4367 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  %4368 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  %4369 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  %4370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.787, i32 noundef %23)
  %4371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %4372

4372:                                             ; preds = %4365, %4366
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.788, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.789, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.790, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5780823760480751577, ptr noundef nonnull @.str.791, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3425106164, ptr noundef nonnull @.str.792, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.793, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1864932782, ptr noundef nonnull @.str.794, i32 noundef %23)
  br i1 %22, label %4375, label %4373

4373:                                             ; preds = %4372
  %4374 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  br label %4375

4375:                                             ; preds = %4373, %4372
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.795, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 37440, ptr noundef nonnull @.str.796, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.797, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.798, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.799, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 62208, ptr noundef nonnull @.str.800, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.801, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.802, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -8, ptr noundef nonnull @.str.803, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8816, ptr noundef nonnull @.str.804, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 11453, ptr noundef nonnull @.str.805, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 14038, ptr noundef nonnull @.str.806, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 34841, ptr noundef nonnull @.str.807, i32 noundef %23)
  br label %4376

4376:                                             ; preds = %4375, %4401
  %4377 = phi i64 [ 0, %4375 ], [ %4402, %4401 ]
  %4378 = getelementptr inbounds [6 x [3 x [1 x i32]]], ptr @g_67363, i64 0, i64 %4377, i64 0
  %4379 = load i32, ptr %4378, align 4, !tbaa !9
  %4380 = sext i32 %4379 to i64
  call fastcc void @transparent_crc(i64 noundef %4380, ptr noundef nonnull @.str.808, i32 noundef %23)
  br i1 %22, label %4381, label %4388

4381:                                             ; preds = %4376
  %4382 = getelementptr inbounds [6 x [3 x [1 x i32]]], ptr @g_67363, i64 0, i64 %4377, i64 1
  %4383 = load i32, ptr %4382, align 4, !tbaa !9
  %4384 = sext i32 %4383 to i64
  call fastcc void @transparent_crc(i64 noundef %4384, ptr noundef nonnull @.str.808, i32 noundef %23)
  %4385 = getelementptr inbounds [6 x [3 x [1 x i32]]], ptr @g_67363, i64 0, i64 %4377, i64 2
  %4386 = load i32, ptr %4385, align 4, !tbaa !9
  %4387 = sext i32 %4386 to i64
  call fastcc void @transparent_crc(i64 noundef %4387, ptr noundef nonnull @.str.808, i32 noundef %23)
  br label %4401

4388:                                             ; preds = %4376
  %4389 = trunc nuw nsw i64 %4377 to i32
  %4390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %4389, i32 noundef 0, i32 noundef 0)
  %4391 = getelementptr inbounds [6 x [3 x [1 x i32]]], ptr @g_67363, i64 0, i64 %4377, i64 1
  %4392 = load i32, ptr %4391, align 4, !tbaa !9
  %4393 = sext i32 %4392 to i64
  call fastcc void @transparent_crc(i64 noundef %4393, ptr noundef nonnull @.str.808, i32 noundef %23)
  %4394 = trunc nuw nsw i64 %4377 to i32
  %4395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %4394, i32 noundef 1, i32 noundef 0)
  %4396 = getelementptr inbounds [6 x [3 x [1 x i32]]], ptr @g_67363, i64 0, i64 %4377, i64 2
  %4397 = load i32, ptr %4396, align 4, !tbaa !9
  %4398 = sext i32 %4397 to i64
  call fastcc void @transparent_crc(i64 noundef %4398, ptr noundef nonnull @.str.808, i32 noundef %23)
  %4399 = trunc nuw nsw i64 %4377 to i32
  %4400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %4399, i32 noundef 2, i32 noundef 0)
  br label %4401

4401:                                             ; preds = %4381, %4388
  %4402 = add nuw nsw i64 %4377, 1
  %4403 = icmp eq i64 %4402, 6
  br i1 %4403, label %4404, label %4376, !llvm.loop !104

4404:                                             ; preds = %4401, %4453
  %4405 = phi i64 [ %4454, %4453 ], [ 0, %4401 ]
  %4406 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 0
  %4407 = load i32, ptr %4406, align 8, !tbaa !9
  %4408 = zext i32 %4407 to i64
  call fastcc void @transparent_crc(i64 noundef %4408, ptr noundef nonnull @.str.809, i32 noundef %23)
  br i1 %22, label %4409, label %4425

4409:                                             ; preds = %4404
  %4410 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 1
  %4411 = load i32, ptr %4410, align 4, !tbaa !9
  %4412 = zext i32 %4411 to i64
  call fastcc void @transparent_crc(i64 noundef %4412, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4413 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 2
  %4414 = load i32, ptr %4413, align 8, !tbaa !9
  %4415 = zext i32 %4414 to i64
  call fastcc void @transparent_crc(i64 noundef %4415, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4416 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 3
  %4417 = load i32, ptr %4416, align 4, !tbaa !9
  %4418 = zext i32 %4417 to i64
  call fastcc void @transparent_crc(i64 noundef %4418, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4419 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 4
  %4420 = load i32, ptr %4419, align 8, !tbaa !9
  %4421 = zext i32 %4420 to i64
  call fastcc void @transparent_crc(i64 noundef %4421, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4422 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 5
  %4423 = load i32, ptr %4422, align 4, !tbaa !9
  %4424 = zext i32 %4423 to i64
  call fastcc void @transparent_crc(i64 noundef %4424, ptr noundef nonnull @.str.809, i32 noundef %23)
  br label %4453

4425:                                             ; preds = %4404
  %4426 = trunc nuw nsw i64 %4405 to i32
  %4427 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4426, i32 noundef 0)
  %4428 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 1
  %4429 = load i32, ptr %4428, align 4, !tbaa !9
  %4430 = zext i32 %4429 to i64
  call fastcc void @transparent_crc(i64 noundef %4430, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4431 = trunc nuw nsw i64 %4405 to i32
  %4432 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4431, i32 noundef 1)
  %4433 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 2
  %4434 = load i32, ptr %4433, align 8, !tbaa !9
  %4435 = zext i32 %4434 to i64
  call fastcc void @transparent_crc(i64 noundef %4435, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4436 = trunc nuw nsw i64 %4405 to i32
  %4437 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4436, i32 noundef 2)
  %4438 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 3
  %4439 = load i32, ptr %4438, align 4, !tbaa !9
  %4440 = zext i32 %4439 to i64
  call fastcc void @transparent_crc(i64 noundef %4440, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4441 = trunc nuw nsw i64 %4405 to i32
  %4442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4441, i32 noundef 3)
  %4443 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 4
  %4444 = load i32, ptr %4443, align 8, !tbaa !9
  %4445 = zext i32 %4444 to i64
  call fastcc void @transparent_crc(i64 noundef %4445, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4446 = trunc nuw nsw i64 %4405 to i32
  %4447 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4446, i32 noundef 4)
  %4448 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 0, i64 %4405, i64 5
  %4449 = load i32, ptr %4448, align 4, !tbaa !9
  %4450 = zext i32 %4449 to i64
  call fastcc void @transparent_crc(i64 noundef %4450, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4451 = trunc nuw nsw i64 %4405 to i32
  %4452 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4451, i32 noundef 5)
  br label %4453

4453:                                             ; preds = %4409, %4425
  %4454 = add nuw nsw i64 %4405, 1
  %4455 = icmp eq i64 %4454, 6
  br i1 %4455, label %4456, label %4404, !llvm.loop !105

4456:                                             ; preds = %4453, %4505
  %4457 = phi i64 [ %4506, %4505 ], [ 0, %4453 ]
  %4458 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 0
  %4459 = load i32, ptr %4458, align 8, !tbaa !9
  %4460 = zext i32 %4459 to i64
  call fastcc void @transparent_crc(i64 noundef %4460, ptr noundef nonnull @.str.809, i32 noundef %23)
  br i1 %22, label %4461, label %4477

4461:                                             ; preds = %4456
  %4462 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 1
  %4463 = load i32, ptr %4462, align 4, !tbaa !9
  %4464 = zext i32 %4463 to i64
  call fastcc void @transparent_crc(i64 noundef %4464, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4465 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 2
  %4466 = load i32, ptr %4465, align 8, !tbaa !9
  %4467 = zext i32 %4466 to i64
  call fastcc void @transparent_crc(i64 noundef %4467, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4468 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 3
  %4469 = load i32, ptr %4468, align 4, !tbaa !9
  %4470 = zext i32 %4469 to i64
  call fastcc void @transparent_crc(i64 noundef %4470, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4471 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 4
  %4472 = load i32, ptr %4471, align 8, !tbaa !9
  %4473 = zext i32 %4472 to i64
  call fastcc void @transparent_crc(i64 noundef %4473, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4474 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 5
  %4475 = load i32, ptr %4474, align 4, !tbaa !9
  %4476 = zext i32 %4475 to i64
  call fastcc void @transparent_crc(i64 noundef %4476, ptr noundef nonnull @.str.809, i32 noundef %23)
  br label %4505

4477:                                             ; preds = %4456
  %4478 = trunc nuw nsw i64 %4457 to i32
  %4479 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4478, i32 noundef 0)
  %4480 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 1
  %4481 = load i32, ptr %4480, align 4, !tbaa !9
  %4482 = zext i32 %4481 to i64
  call fastcc void @transparent_crc(i64 noundef %4482, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4483 = trunc nuw nsw i64 %4457 to i32
  %4484 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4483, i32 noundef 1)
  %4485 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 2
  %4486 = load i32, ptr %4485, align 8, !tbaa !9
  %4487 = zext i32 %4486 to i64
  call fastcc void @transparent_crc(i64 noundef %4487, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4488 = trunc nuw nsw i64 %4457 to i32
  %4489 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4488, i32 noundef 2)
  %4490 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 3
  %4491 = load i32, ptr %4490, align 4, !tbaa !9
  %4492 = zext i32 %4491 to i64
  call fastcc void @transparent_crc(i64 noundef %4492, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4493 = trunc nuw nsw i64 %4457 to i32
  %4494 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4493, i32 noundef 3)
  %4495 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 4
  %4496 = load i32, ptr %4495, align 8, !tbaa !9
  %4497 = zext i32 %4496 to i64
  call fastcc void @transparent_crc(i64 noundef %4497, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4498 = trunc nuw nsw i64 %4457 to i32
  %4499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4498, i32 noundef 4)
  %4500 = getelementptr inbounds [2 x [6 x [6 x i32]]], ptr @g_67491, i64 0, i64 1, i64 %4457, i64 5
  %4501 = load i32, ptr %4500, align 4, !tbaa !9
  %4502 = zext i32 %4501 to i64
  call fastcc void @transparent_crc(i64 noundef %4502, ptr noundef nonnull @.str.809, i32 noundef %23)
  %4503 = trunc nuw nsw i64 %4457 to i32
  %4504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 1, i32 noundef %4503, i32 noundef 5)
  br label %4505

4505:                                             ; preds = %4461, %4477
  %4506 = add nuw nsw i64 %4457, 1
  %4507 = icmp eq i64 %4506, 6
  br i1 %4507, label %4508, label %4456, !llvm.loop !105

4508:                                             ; preds = %4505
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.810, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.811, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3993745002613172289, ptr noundef nonnull @.str.812, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.813, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2393868614961888429, ptr noundef nonnull @.str.814, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.815, i32 noundef %23)
  br i1 %22, label %4509, label %4510

4509:                                             ; preds = %4508
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.815, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  br label %4517

4510:                                             ; preds = %4508
  %4511 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.815, i32 noundef %23)
  %4512 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  %4513 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  %4514 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  %4515 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 2115863609, ptr noundef nonnull @.str.816, i32 noundef %23)
  %4516 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %4517

4517:                                             ; preds = %4509, %4510
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.817, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.818, i32 noundef %23)
  br i1 %22, label %4529, label %4518

4518:                                             ; preds = %4517
  %4519 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %4520 = load volatile i32, ptr @g_68144, align 4, !tbaa !9
  %4521 = sext i32 %4520 to i64
  call fastcc void @transparent_crc(i64 noundef %4521, ptr noundef nonnull @.str.819, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4522 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4523 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4524 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4525 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4526 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4527 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  %4528 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  br label %4532

4529:                                             ; preds = %4517
  %4530 = load volatile i32, ptr @g_68144, align 4, !tbaa !9
  %4531 = sext i32 %4530 to i64
  call fastcc void @transparent_crc(i64 noundef %4531, ptr noundef nonnull @.str.819, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.820, i32 noundef %23)
  br label %4532

4532:                                             ; preds = %4529, %4518
  br label %4533

4533:                                             ; preds = %4532, %4598
  %4534 = phi i64 [ %4599, %4598 ], [ 0, %4532 ]
  %4535 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 0
  %4536 = load i8, ptr %4535, align 8, !tbaa !22
  %4537 = sext i8 %4536 to i64
  call fastcc void @transparent_crc(i64 noundef %4537, ptr noundef nonnull @.str.821, i32 noundef %23)
  br i1 %22, label %4538, label %4560

4538:                                             ; preds = %4533
  %4539 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 1
  %4540 = load i8, ptr %4539, align 1, !tbaa !22
  %4541 = sext i8 %4540 to i64
  call fastcc void @transparent_crc(i64 noundef %4541, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4542 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 2
  %4543 = load i8, ptr %4542, align 2, !tbaa !22
  %4544 = sext i8 %4543 to i64
  call fastcc void @transparent_crc(i64 noundef %4544, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4545 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 3
  %4546 = load i8, ptr %4545, align 1, !tbaa !22
  %4547 = sext i8 %4546 to i64
  call fastcc void @transparent_crc(i64 noundef %4547, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4548 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 4
  %4549 = load i8, ptr %4548, align 4, !tbaa !22
  %4550 = sext i8 %4549 to i64
  call fastcc void @transparent_crc(i64 noundef %4550, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4551 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 5
  %4552 = load i8, ptr %4551, align 1, !tbaa !22
  %4553 = sext i8 %4552 to i64
  call fastcc void @transparent_crc(i64 noundef %4553, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4554 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 6
  %4555 = load i8, ptr %4554, align 2, !tbaa !22
  %4556 = sext i8 %4555 to i64
  call fastcc void @transparent_crc(i64 noundef %4556, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4557 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 7
  %4558 = load i8, ptr %4557, align 1, !tbaa !22
  %4559 = sext i8 %4558 to i64
  call fastcc void @transparent_crc(i64 noundef %4559, ptr noundef nonnull @.str.821, i32 noundef %23)
  br label %4598

4560:                                             ; preds = %4533
  %4561 = trunc nuw nsw i64 %4534 to i32
  %4562 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4561, i32 noundef 0)
  %4563 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 1
  %4564 = load i8, ptr %4563, align 1, !tbaa !22
  %4565 = sext i8 %4564 to i64
  call fastcc void @transparent_crc(i64 noundef %4565, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4566 = trunc nuw nsw i64 %4534 to i32
  %4567 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4566, i32 noundef 1)
  %4568 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 2
  %4569 = load i8, ptr %4568, align 2, !tbaa !22
  %4570 = sext i8 %4569 to i64
  call fastcc void @transparent_crc(i64 noundef %4570, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4571 = trunc nuw nsw i64 %4534 to i32
  %4572 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4571, i32 noundef 2)
  %4573 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 3
  %4574 = load i8, ptr %4573, align 1, !tbaa !22
  %4575 = sext i8 %4574 to i64
  call fastcc void @transparent_crc(i64 noundef %4575, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4576 = trunc nuw nsw i64 %4534 to i32
  %4577 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4576, i32 noundef 3)
  %4578 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 4
  %4579 = load i8, ptr %4578, align 4, !tbaa !22
  %4580 = sext i8 %4579 to i64
  call fastcc void @transparent_crc(i64 noundef %4580, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4581 = trunc nuw nsw i64 %4534 to i32
  %4582 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4581, i32 noundef 4)
  %4583 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 5
  %4584 = load i8, ptr %4583, align 1, !tbaa !22
  %4585 = sext i8 %4584 to i64
  call fastcc void @transparent_crc(i64 noundef %4585, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4586 = trunc nuw nsw i64 %4534 to i32
  %4587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4586, i32 noundef 5)
  %4588 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 6
  %4589 = load i8, ptr %4588, align 2, !tbaa !22
  %4590 = sext i8 %4589 to i64
  call fastcc void @transparent_crc(i64 noundef %4590, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4591 = trunc nuw nsw i64 %4534 to i32
  %4592 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4591, i32 noundef 6)
  %4593 = getelementptr inbounds [5 x [8 x i8]], ptr @g_68545, i64 0, i64 %4534, i64 7
  %4594 = load i8, ptr %4593, align 1, !tbaa !22
  %4595 = sext i8 %4594 to i64
  call fastcc void @transparent_crc(i64 noundef %4595, ptr noundef nonnull @.str.821, i32 noundef %23)
  %4596 = trunc nuw nsw i64 %4534 to i32
  %4597 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef 0, i32 noundef %4596, i32 noundef 7)
  br label %4598

4598:                                             ; preds = %4538, %4560
  %4599 = add nuw nsw i64 %4534, 1
  %4600 = icmp eq i64 %4599, 5
  br i1 %4600, label %4601, label %4533, !llvm.loop !106

4601:                                             ; preds = %4598
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.822, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -71051432, ptr noundef nonnull @.str.823, i32 noundef %23)
  br i1 %22, label %4602, label %4603

4602:                                             ; preds = %4601
  call fastcc void @transparent_crc(i64 noundef -71051432, ptr noundef nonnull @.str.823, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -71051432, ptr noundef nonnull @.str.823, i32 noundef %23)
  br label %4607

4603:                                             ; preds = %4601
  %4604 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -71051432, ptr noundef nonnull @.str.823, i32 noundef %23)
  %4605 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -71051432, ptr noundef nonnull @.str.823, i32 noundef %23)
  %4606 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  br label %4607

4607:                                             ; preds = %4602, %4603
  call fastcc void @transparent_crc(i64 noundef 2487763830242833675, ptr noundef nonnull @.str.824, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -18097, ptr noundef nonnull @.str.825, i32 noundef %23)
  %4608 = load volatile i64, ptr @g_69158, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4608, ptr noundef nonnull @.str.826, i32 noundef %23)
  %4609 = load volatile i64, ptr @g_69159, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4609, ptr noundef nonnull @.str.827, i32 noundef %23)
  %4610 = load volatile i64, ptr @g_69160, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4610, ptr noundef nonnull @.str.828, i32 noundef %23)
  %4611 = load volatile i64, ptr @g_69161, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4611, ptr noundef nonnull @.str.829, i32 noundef %23)
  br i1 %22, label %4612, label %4621

4612:                                             ; preds = %4607
  %4613 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4613, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4614 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4614, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4615 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4615, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4616 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4616, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4617 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4617, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4618 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4618, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4619 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4619, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4620 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4620, ptr noundef nonnull @.str.829, i32 noundef %23)
  br label %4639

4621:                                             ; preds = %4607
  %4622 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %4623 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4623, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %4625 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4625, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4626 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %4627 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4627, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4628 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %4629 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4629, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4630 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %4631 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4631, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4632 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  %4633 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 48), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4633, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4634 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  %4635 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 56), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4635, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4636 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  %4637 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_69161, i64 64), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4637, ptr noundef nonnull @.str.829, i32 noundef %23)
  %4638 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %4639

4639:                                             ; preds = %4612, %4621
  %4640 = load volatile i64, ptr @g_69162, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4640, ptr noundef nonnull @.str.830, i32 noundef %23)
  %4641 = load volatile i64, ptr @g_69163, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4641, ptr noundef nonnull @.str.831, i32 noundef %23)
  %4642 = load volatile i64, ptr @g_69164, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4642, ptr noundef nonnull @.str.832, i32 noundef %23)
  %4643 = load volatile i64, ptr @g_69165, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4643, ptr noundef nonnull @.str.833, i32 noundef %23)
  %4644 = load volatile i64, ptr @g_69166, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4644, ptr noundef nonnull @.str.834, i32 noundef %23)
  %4645 = load volatile i64, ptr @g_69167, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4645, ptr noundef nonnull @.str.835, i32 noundef %23)
  %4646 = load volatile i64, ptr @g_69168, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %4646, ptr noundef nonnull @.str.836, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1845031903, ptr noundef nonnull @.str.837, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -785209073, ptr noundef nonnull @.str.838, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -9, ptr noundef nonnull @.str.839, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3598729251, ptr noundef nonnull @.str.840, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3645558356, ptr noundef nonnull @.str.841, i32 noundef %23)
  br i1 %22, label %4647, label %4648

4647:                                             ; preds = %4639
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3645558356, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 3645558356, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  br label %4658

4648:                                             ; preds = %4639
  %4649 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4650 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4651 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 3645558356, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4652 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4653 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4654 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 3645558356, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4656 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 140736748, ptr noundef nonnull @.str.841, i32 noundef %23)
  %4657 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %4658

4658:                                             ; preds = %4647, %4648
  call fastcc void @transparent_crc(i64 noundef 10081, ptr noundef nonnull @.str.842, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  br i1 %22, label %4659, label %4660

4659:                                             ; preds = %4658
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  br label %4666

4660:                                             ; preds = %4658
  %4661 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  %4662 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  %4663 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  %4664 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.843, i32 noundef %23)
  %4665 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  br label %4666

4666:                                             ; preds = %4659, %4660
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.844, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9185238681138166005, ptr noundef nonnull @.str.845, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -5160620133549668651, ptr noundef nonnull @.str.846, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 32, ptr noundef nonnull @.str.847, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.848, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  br i1 %22, label %4667, label %4668

4667:                                             ; preds = %4666
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.849, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.849, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.849, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  br label %4676

4668:                                             ; preds = %4666
  %4669 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.849, i32 noundef %23)
  %4670 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  %4671 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.849, i32 noundef %23)
  %4672 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  %4673 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 4, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 51, ptr noundef nonnull @.str.849, i32 noundef %23)
  %4674 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.849, i32 noundef %23)
  %4675 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6, i32 noundef 0)
  br label %4676

4676:                                             ; preds = %4667, %4668
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.850, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 255, ptr noundef nonnull @.str.851, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.852, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  br i1 %22, label %4677, label %4678

4677:                                             ; preds = %4676
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  br label %4683

4678:                                             ; preds = %4676
  %4679 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  %4680 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  %4681 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.853, i32 noundef %23)
  %4682 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  br label %4683

4683:                                             ; preds = %4677, %4678
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.854, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.855, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.856, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 6, ptr noundef nonnull @.str.857, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 174671069, ptr noundef nonnull @.str.858, i32 noundef %23)
  br label %4684

4684:                                             ; preds = %4683, %4765
  %4685 = phi i64 [ 0, %4683 ], [ %4766, %4765 ]
  %4686 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 0
  %4687 = load i32, ptr %4686, align 8, !tbaa !9
  %4688 = sext i32 %4687 to i64
  call fastcc void @transparent_crc(i64 noundef %4688, ptr noundef nonnull @.str.859, i32 noundef %23)
  br i1 %22, label %4689, label %4717

4689:                                             ; preds = %4684
  %4690 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 1
  %4691 = load i32, ptr %4690, align 4, !tbaa !9
  %4692 = sext i32 %4691 to i64
  call fastcc void @transparent_crc(i64 noundef %4692, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4693 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 2
  %4694 = load i32, ptr %4693, align 8, !tbaa !9
  %4695 = sext i32 %4694 to i64
  call fastcc void @transparent_crc(i64 noundef %4695, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4696 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 3
  %4697 = load i32, ptr %4696, align 4, !tbaa !9
  %4698 = sext i32 %4697 to i64
  call fastcc void @transparent_crc(i64 noundef %4698, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4699 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 4
  %4700 = load i32, ptr %4699, align 8, !tbaa !9
  %4701 = sext i32 %4700 to i64
  call fastcc void @transparent_crc(i64 noundef %4701, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4702 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 5
  %4703 = load i32, ptr %4702, align 4, !tbaa !9
  %4704 = sext i32 %4703 to i64
  call fastcc void @transparent_crc(i64 noundef %4704, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4705 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 6
  %4706 = load i32, ptr %4705, align 8, !tbaa !9
  %4707 = sext i32 %4706 to i64
  call fastcc void @transparent_crc(i64 noundef %4707, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4708 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 7
  %4709 = load i32, ptr %4708, align 4, !tbaa !9
  %4710 = sext i32 %4709 to i64
  call fastcc void @transparent_crc(i64 noundef %4710, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4711 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 8
  %4712 = load i32, ptr %4711, align 8, !tbaa !9
  %4713 = sext i32 %4712 to i64
  call fastcc void @transparent_crc(i64 noundef %4713, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4714 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 9
  %4715 = load i32, ptr %4714, align 4, !tbaa !9
  %4716 = sext i32 %4715 to i64
  call fastcc void @transparent_crc(i64 noundef %4716, ptr noundef nonnull @.str.859, i32 noundef %23)
  br label %4765

4717:                                             ; preds = %4684
  %4718 = trunc nuw nsw i64 %4685 to i32
  %4719 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4718, i32 noundef 0)
  %4720 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 1
  %4721 = load i32, ptr %4720, align 4, !tbaa !9
  %4722 = sext i32 %4721 to i64
  call fastcc void @transparent_crc(i64 noundef %4722, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4723 = trunc nuw nsw i64 %4685 to i32
  %4724 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4723, i32 noundef 1)
  %4725 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 2
  %4726 = load i32, ptr %4725, align 8, !tbaa !9
  %4727 = sext i32 %4726 to i64
  call fastcc void @transparent_crc(i64 noundef %4727, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4728 = trunc nuw nsw i64 %4685 to i32
  %4729 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4728, i32 noundef 2)
  %4730 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 3
  %4731 = load i32, ptr %4730, align 4, !tbaa !9
  %4732 = sext i32 %4731 to i64
  call fastcc void @transparent_crc(i64 noundef %4732, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4733 = trunc nuw nsw i64 %4685 to i32
  %4734 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4733, i32 noundef 3)
  %4735 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 4
  %4736 = load i32, ptr %4735, align 8, !tbaa !9
  %4737 = sext i32 %4736 to i64
  call fastcc void @transparent_crc(i64 noundef %4737, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4738 = trunc nuw nsw i64 %4685 to i32
  %4739 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4738, i32 noundef 4)
  %4740 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 5
  %4741 = load i32, ptr %4740, align 4, !tbaa !9
  %4742 = sext i32 %4741 to i64
  call fastcc void @transparent_crc(i64 noundef %4742, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4743 = trunc nuw nsw i64 %4685 to i32
  %4744 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4743, i32 noundef 5)
  %4745 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 6
  %4746 = load i32, ptr %4745, align 8, !tbaa !9
  %4747 = sext i32 %4746 to i64
  call fastcc void @transparent_crc(i64 noundef %4747, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4748 = trunc nuw nsw i64 %4685 to i32
  %4749 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4748, i32 noundef 6)
  %4750 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 7
  %4751 = load i32, ptr %4750, align 4, !tbaa !9
  %4752 = sext i32 %4751 to i64
  call fastcc void @transparent_crc(i64 noundef %4752, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4753 = trunc nuw nsw i64 %4685 to i32
  %4754 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4753, i32 noundef 7)
  %4755 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 8
  %4756 = load i32, ptr %4755, align 8, !tbaa !9
  %4757 = sext i32 %4756 to i64
  call fastcc void @transparent_crc(i64 noundef %4757, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4758 = trunc nuw nsw i64 %4685 to i32
  %4759 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4758, i32 noundef 8)
  %4760 = getelementptr inbounds [5 x [10 x i32]], ptr @g_71435, i64 0, i64 %4685, i64 9
  %4761 = load i32, ptr %4760, align 4, !tbaa !9
  %4762 = sext i32 %4761 to i64
  call fastcc void @transparent_crc(i64 noundef %4762, ptr noundef nonnull @.str.859, i32 noundef %23)
  %4763 = trunc nuw nsw i64 %4685 to i32
  %4764 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4763, i32 noundef 9)
  br label %4765

4765:                                             ; preds = %4689, %4717
  %4766 = add nuw nsw i64 %4685, 1
  %4767 = icmp eq i64 %4766, 5
  br i1 %4767, label %4768, label %4684, !llvm.loop !107

4768:                                             ; preds = %4765
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.860, i32 noundef %23)
  br label %4769

4769:                                             ; preds = %4768, %4842
  %4770 = phi i64 [ 0, %4768 ], [ %4843, %4842 ]
  %4771 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 0
  %4772 = load i16, ptr %4771, align 2, !tbaa !17
  %4773 = zext i16 %4772 to i64
  call fastcc void @transparent_crc(i64 noundef %4773, ptr noundef nonnull @.str.861, i32 noundef %23)
  br i1 %22, label %4774, label %4799

4774:                                             ; preds = %4769
  %4775 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 1
  %4776 = load i16, ptr %4775, align 2, !tbaa !17
  %4777 = zext i16 %4776 to i64
  call fastcc void @transparent_crc(i64 noundef %4777, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4778 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 2
  %4779 = load i16, ptr %4778, align 2, !tbaa !17
  %4780 = zext i16 %4779 to i64
  call fastcc void @transparent_crc(i64 noundef %4780, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4781 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 3
  %4782 = load i16, ptr %4781, align 2, !tbaa !17
  %4783 = zext i16 %4782 to i64
  call fastcc void @transparent_crc(i64 noundef %4783, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4784 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 4
  %4785 = load i16, ptr %4784, align 2, !tbaa !17
  %4786 = zext i16 %4785 to i64
  call fastcc void @transparent_crc(i64 noundef %4786, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4787 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 5
  %4788 = load i16, ptr %4787, align 2, !tbaa !17
  %4789 = zext i16 %4788 to i64
  call fastcc void @transparent_crc(i64 noundef %4789, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4790 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 6
  %4791 = load i16, ptr %4790, align 2, !tbaa !17
  %4792 = zext i16 %4791 to i64
  call fastcc void @transparent_crc(i64 noundef %4792, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4793 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 7
  %4794 = load i16, ptr %4793, align 2, !tbaa !17
  %4795 = zext i16 %4794 to i64
  call fastcc void @transparent_crc(i64 noundef %4795, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4796 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 8
  %4797 = load i16, ptr %4796, align 2, !tbaa !17
  %4798 = zext i16 %4797 to i64
  call fastcc void @transparent_crc(i64 noundef %4798, ptr noundef nonnull @.str.861, i32 noundef %23)
  br label %4842

4799:                                             ; preds = %4769
  %4800 = trunc nuw nsw i64 %4770 to i32
  %4801 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4800, i32 noundef 0)
  %4802 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 1
  %4803 = load i16, ptr %4802, align 2, !tbaa !17
  %4804 = zext i16 %4803 to i64
  call fastcc void @transparent_crc(i64 noundef %4804, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4805 = trunc nuw nsw i64 %4770 to i32
  %4806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4805, i32 noundef 1)
  %4807 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 2
  %4808 = load i16, ptr %4807, align 2, !tbaa !17
  %4809 = zext i16 %4808 to i64
  call fastcc void @transparent_crc(i64 noundef %4809, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4810 = trunc nuw nsw i64 %4770 to i32
  %4811 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4810, i32 noundef 2)
  %4812 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 3
  %4813 = load i16, ptr %4812, align 2, !tbaa !17
  %4814 = zext i16 %4813 to i64
  call fastcc void @transparent_crc(i64 noundef %4814, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4815 = trunc nuw nsw i64 %4770 to i32
  %4816 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4815, i32 noundef 3)
  %4817 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 4
  %4818 = load i16, ptr %4817, align 2, !tbaa !17
  %4819 = zext i16 %4818 to i64
  call fastcc void @transparent_crc(i64 noundef %4819, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4820 = trunc nuw nsw i64 %4770 to i32
  %4821 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4820, i32 noundef 4)
  %4822 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 5
  %4823 = load i16, ptr %4822, align 2, !tbaa !17
  %4824 = zext i16 %4823 to i64
  call fastcc void @transparent_crc(i64 noundef %4824, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4825 = trunc nuw nsw i64 %4770 to i32
  %4826 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4825, i32 noundef 5)
  %4827 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 6
  %4828 = load i16, ptr %4827, align 2, !tbaa !17
  %4829 = zext i16 %4828 to i64
  call fastcc void @transparent_crc(i64 noundef %4829, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4830 = trunc nuw nsw i64 %4770 to i32
  %4831 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4830, i32 noundef 6)
  %4832 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 7
  %4833 = load i16, ptr %4832, align 2, !tbaa !17
  %4834 = zext i16 %4833 to i64
  call fastcc void @transparent_crc(i64 noundef %4834, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4835 = trunc nuw nsw i64 %4770 to i32
  %4836 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4835, i32 noundef 7)
  %4837 = getelementptr inbounds [10 x [9 x i16]], ptr @g_71444, i64 0, i64 %4770, i64 8
  %4838 = load i16, ptr %4837, align 2, !tbaa !17
  %4839 = zext i16 %4838 to i64
  call fastcc void @transparent_crc(i64 noundef %4839, ptr noundef nonnull @.str.861, i32 noundef %23)
  %4840 = trunc nuw nsw i64 %4770 to i32
  %4841 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4840, i32 noundef 8)
  br label %4842

4842:                                             ; preds = %4774, %4799
  %4843 = add nuw nsw i64 %4770, 1
  %4844 = icmp eq i64 %4843, 10
  br i1 %4844, label %4845, label %4769, !llvm.loop !108

4845:                                             ; preds = %4842
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.862, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1312157190, ptr noundef nonnull @.str.863, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.864, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.865, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1, ptr noundef nonnull @.str.866, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4219344247354587004, ptr noundef nonnull @.str.867, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  br i1 %22, label %4846, label %4847

4846:                                             ; preds = %4845
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.869, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.869, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  br label %4862

4847:                                             ; preds = %4845
  %4848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4849 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4850 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4851 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4852 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4853 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 8, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4854 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.868, i32 noundef %23)
  %4855 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  %4856 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.869, i32 noundef %23)
  %4857 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  %4858 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  %4859 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -6, ptr noundef nonnull @.str.869, i32 noundef %23)
  %4860 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -4870, ptr noundef nonnull @.str.869, i32 noundef %23)
  %4861 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 2)
  br label %4862

4862:                                             ; preds = %4846, %4847
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.870, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 20, ptr noundef nonnull @.str.871, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 9, ptr noundef nonnull @.str.872, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.873, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  br i1 %22, label %4863, label %4864

4863:                                             ; preds = %4862
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  br label %4873

4864:                                             ; preds = %4862
  %4865 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4866 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4867 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4868 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4869 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4871 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 857264356, ptr noundef nonnull @.str.874, i32 noundef %23)
  %4872 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 3)
  br label %4873

4873:                                             ; preds = %4863, %4864
  call fastcc void @transparent_crc(i64 noundef -1287671364, ptr noundef nonnull @.str.875, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -24633, ptr noundef nonnull @.str.876, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 225, ptr noundef nonnull @.str.877, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -58585864, ptr noundef nonnull @.str.878, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -775847969091676741, ptr noundef nonnull @.str.879, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 51102, ptr noundef nonnull @.str.880, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 4294967295, ptr noundef nonnull @.str.881, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 84, ptr noundef nonnull @.str.882, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  br i1 %22, label %4874, label %4875

4874:                                             ; preds = %4873
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  br label %4893

4875:                                             ; preds = %4873
  %4876 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  %4877 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  %4878 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 775274957, ptr noundef nonnull @.str.883, i32 noundef %23)
  %4879 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  %4880 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  %4881 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  %4882 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef -54, ptr noundef nonnull @.str.884, i32 noundef %23)
  %4883 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4884 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4885 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4886 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4887 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4888 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4889 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4890 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4891 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  call fastcc void @transparent_crc(i64 noundef 65533, ptr noundef nonnull @.str.885, i32 noundef %23)
  %4892 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 8)
  br label %4893

4893:                                             ; preds = %4874, %4875
  call fastcc void @transparent_crc(i64 noundef -5, ptr noundef nonnull @.str.886, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -555201022493954166, ptr noundef nonnull @.str.887, i32 noundef %23)
  br i1 %22, label %4894, label %4895

4894:                                             ; preds = %4893
  call fastcc void @transparent_crc(i64 noundef -555201022493954166, ptr noundef nonnull @.str.887, i32 noundef %23)
  br label %4898

4895:                                             ; preds = %4893
  %4896 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef -555201022493954166, ptr noundef nonnull @.str.887, i32 noundef %23)
  %4897 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %4898

4898:                                             ; preds = %4894, %4895
  call fastcc void @transparent_crc(i64 noundef 2, ptr noundef nonnull @.str.888, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1883706779, ptr noundef nonnull @.str.889, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 393442179, ptr noundef nonnull @.str.890, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1113636227, ptr noundef nonnull @.str.891, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1918798339, ptr noundef nonnull @.str.892, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.893, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  br i1 %22, label %4899, label %4900

4899:                                             ; preds = %4898
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  br label %4909

4900:                                             ; preds = %4898
  %4901 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4903 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4904 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4905 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4906 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4907 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 6)
  call fastcc void @transparent_crc(i64 noundef 1, ptr noundef nonnull @.str.894, i32 noundef %23)
  %4908 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 7)
  br label %4909

4909:                                             ; preds = %4899, %4900
  call fastcc void @transparent_crc(i64 noundef 30, ptr noundef nonnull @.str.895, i32 noundef %23)
  br label %4910

4910:                                             ; preds = %4909, %4992
  %4911 = phi i1 [ true, %4909 ], [ false, %4992 ]
  %4912 = phi i64 [ 0, %4909 ], [ 1, %4992 ]
  %4913 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 0
  %4914 = load volatile i16, ptr %4913, align 4, !tbaa !17
  %4915 = sext i16 %4914 to i64
  call fastcc void @transparent_crc(i64 noundef %4915, ptr noundef nonnull @.str.896, i32 noundef %23)
  br i1 %22, label %4916, label %4944

4916:                                             ; preds = %4910
  %4917 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 1
  %4918 = load volatile i16, ptr %4917, align 2, !tbaa !17
  %4919 = sext i16 %4918 to i64
  call fastcc void @transparent_crc(i64 noundef %4919, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4920 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 2
  %4921 = load volatile i16, ptr %4920, align 4, !tbaa !17
  %4922 = sext i16 %4921 to i64
  call fastcc void @transparent_crc(i64 noundef %4922, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4923 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 3
  %4924 = load volatile i16, ptr %4923, align 2, !tbaa !17
  %4925 = sext i16 %4924 to i64
  call fastcc void @transparent_crc(i64 noundef %4925, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4926 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 4
  %4927 = load volatile i16, ptr %4926, align 4, !tbaa !17
  %4928 = sext i16 %4927 to i64
  call fastcc void @transparent_crc(i64 noundef %4928, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4929 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 5
  %4930 = load volatile i16, ptr %4929, align 2, !tbaa !17
  %4931 = sext i16 %4930 to i64
  call fastcc void @transparent_crc(i64 noundef %4931, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4932 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 6
  %4933 = load volatile i16, ptr %4932, align 4, !tbaa !17
  %4934 = sext i16 %4933 to i64
  call fastcc void @transparent_crc(i64 noundef %4934, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4935 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 7
  %4936 = load volatile i16, ptr %4935, align 2, !tbaa !17
  %4937 = sext i16 %4936 to i64
  call fastcc void @transparent_crc(i64 noundef %4937, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4938 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 8
  %4939 = load volatile i16, ptr %4938, align 4, !tbaa !17
  %4940 = sext i16 %4939 to i64
  call fastcc void @transparent_crc(i64 noundef %4940, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4941 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 9
  %4942 = load volatile i16, ptr %4941, align 2, !tbaa !17
  %4943 = sext i16 %4942 to i64
  call fastcc void @transparent_crc(i64 noundef %4943, ptr noundef nonnull @.str.896, i32 noundef %23)
  br label %4992

4944:                                             ; preds = %4910
  %4945 = trunc nuw nsw i64 %4912 to i32
  %4946 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4945, i32 noundef 0)
  %4947 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 1
  %4948 = load volatile i16, ptr %4947, align 2, !tbaa !17
  %4949 = sext i16 %4948 to i64
  call fastcc void @transparent_crc(i64 noundef %4949, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4950 = trunc nuw nsw i64 %4912 to i32
  %4951 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4950, i32 noundef 1)
  %4952 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 2
  %4953 = load volatile i16, ptr %4952, align 4, !tbaa !17
  %4954 = sext i16 %4953 to i64
  call fastcc void @transparent_crc(i64 noundef %4954, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4955 = trunc nuw nsw i64 %4912 to i32
  %4956 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4955, i32 noundef 2)
  %4957 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 3
  %4958 = load volatile i16, ptr %4957, align 2, !tbaa !17
  %4959 = sext i16 %4958 to i64
  call fastcc void @transparent_crc(i64 noundef %4959, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4960 = trunc nuw nsw i64 %4912 to i32
  %4961 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4960, i32 noundef 3)
  %4962 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 4
  %4963 = load volatile i16, ptr %4962, align 4, !tbaa !17
  %4964 = sext i16 %4963 to i64
  call fastcc void @transparent_crc(i64 noundef %4964, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4965 = trunc nuw nsw i64 %4912 to i32
  %4966 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4965, i32 noundef 4)
  %4967 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 5
  %4968 = load volatile i16, ptr %4967, align 2, !tbaa !17
  %4969 = sext i16 %4968 to i64
  call fastcc void @transparent_crc(i64 noundef %4969, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4970 = trunc nuw nsw i64 %4912 to i32
  %4971 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4970, i32 noundef 5)
  %4972 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 6
  %4973 = load volatile i16, ptr %4972, align 4, !tbaa !17
  %4974 = sext i16 %4973 to i64
  call fastcc void @transparent_crc(i64 noundef %4974, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4975 = trunc nuw nsw i64 %4912 to i32
  %4976 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4975, i32 noundef 6)
  %4977 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 7
  %4978 = load volatile i16, ptr %4977, align 2, !tbaa !17
  %4979 = sext i16 %4978 to i64
  call fastcc void @transparent_crc(i64 noundef %4979, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4980 = trunc nuw nsw i64 %4912 to i32
  %4981 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4980, i32 noundef 7)
  %4982 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 8
  %4983 = load volatile i16, ptr %4982, align 4, !tbaa !17
  %4984 = sext i16 %4983 to i64
  call fastcc void @transparent_crc(i64 noundef %4984, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4985 = trunc nuw nsw i64 %4912 to i32
  %4986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4985, i32 noundef 8)
  %4987 = getelementptr inbounds [2 x [10 x i16]], ptr @g_74761, i64 0, i64 %4912, i64 9
  %4988 = load volatile i16, ptr %4987, align 2, !tbaa !17
  %4989 = sext i16 %4988 to i64
  call fastcc void @transparent_crc(i64 noundef %4989, ptr noundef nonnull @.str.896, i32 noundef %23)
  %4990 = trunc nuw nsw i64 %4912 to i32
  %4991 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %4990, i32 noundef 9)
  br label %4992

4992:                                             ; preds = %4916, %4944
  br i1 %4911, label %4910, label %4993, !llvm.loop !109

4993:                                             ; preds = %4992
  call fastcc void @transparent_crc(i64 noundef -1696499234901078222, ptr noundef nonnull @.str.897, i32 noundef %23)
  br label %4994

4994:                                             ; preds = %4993, %5051
  %4995 = phi i64 [ 0, %4993 ], [ %5052, %5051 ]
  %4996 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 0
  %4997 = load i32, ptr %4996, align 4, !tbaa !9
  %4998 = zext i32 %4997 to i64
  call fastcc void @transparent_crc(i64 noundef %4998, ptr noundef nonnull @.str.898, i32 noundef %23)
  br i1 %22, label %4999, label %5018

4999:                                             ; preds = %4994
  %5000 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 1
  %5001 = load i32, ptr %5000, align 4, !tbaa !9
  %5002 = zext i32 %5001 to i64
  call fastcc void @transparent_crc(i64 noundef %5002, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5003 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 2
  %5004 = load i32, ptr %5003, align 4, !tbaa !9
  %5005 = zext i32 %5004 to i64
  call fastcc void @transparent_crc(i64 noundef %5005, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5006 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 3
  %5007 = load i32, ptr %5006, align 4, !tbaa !9
  %5008 = zext i32 %5007 to i64
  call fastcc void @transparent_crc(i64 noundef %5008, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5009 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 4
  %5010 = load i32, ptr %5009, align 4, !tbaa !9
  %5011 = zext i32 %5010 to i64
  call fastcc void @transparent_crc(i64 noundef %5011, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5012 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 5
  %5013 = load i32, ptr %5012, align 4, !tbaa !9
  %5014 = zext i32 %5013 to i64
  call fastcc void @transparent_crc(i64 noundef %5014, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5015 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 6
  %5016 = load i32, ptr %5015, align 4, !tbaa !9
  %5017 = zext i32 %5016 to i64
  call fastcc void @transparent_crc(i64 noundef %5017, ptr noundef nonnull @.str.898, i32 noundef %23)
  br label %5051

5018:                                             ; preds = %4994
  %5019 = trunc nuw nsw i64 %4995 to i32
  %5020 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5019, i32 noundef 0)
  %5021 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 1
  %5022 = load i32, ptr %5021, align 4, !tbaa !9
  %5023 = zext i32 %5022 to i64
  call fastcc void @transparent_crc(i64 noundef %5023, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5024 = trunc nuw nsw i64 %4995 to i32
  %5025 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5024, i32 noundef 1)
  %5026 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 2
  %5027 = load i32, ptr %5026, align 4, !tbaa !9
  %5028 = zext i32 %5027 to i64
  call fastcc void @transparent_crc(i64 noundef %5028, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5029 = trunc nuw nsw i64 %4995 to i32
  %5030 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5029, i32 noundef 2)
  %5031 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 3
  %5032 = load i32, ptr %5031, align 4, !tbaa !9
  %5033 = zext i32 %5032 to i64
  call fastcc void @transparent_crc(i64 noundef %5033, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5034 = trunc nuw nsw i64 %4995 to i32
  %5035 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5034, i32 noundef 3)
  %5036 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 4
  %5037 = load i32, ptr %5036, align 4, !tbaa !9
  %5038 = zext i32 %5037 to i64
  call fastcc void @transparent_crc(i64 noundef %5038, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5039 = trunc nuw nsw i64 %4995 to i32
  %5040 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5039, i32 noundef 4)
  %5041 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 5
  %5042 = load i32, ptr %5041, align 4, !tbaa !9
  %5043 = zext i32 %5042 to i64
  call fastcc void @transparent_crc(i64 noundef %5043, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5044 = trunc nuw nsw i64 %4995 to i32
  %5045 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5044, i32 noundef 5)
  %5046 = getelementptr inbounds [4 x [7 x i32]], ptr @g_74785, i64 0, i64 %4995, i64 6
  %5047 = load i32, ptr %5046, align 4, !tbaa !9
  %5048 = zext i32 %5047 to i64
  call fastcc void @transparent_crc(i64 noundef %5048, ptr noundef nonnull @.str.898, i32 noundef %23)
  %5049 = trunc nuw nsw i64 %4995 to i32
  %5050 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5049, i32 noundef 6)
  br label %5051

5051:                                             ; preds = %4999, %5018
  %5052 = add nuw nsw i64 %4995, 1
  %5053 = icmp eq i64 %5052, 4
  br i1 %5053, label %5054, label %4994, !llvm.loop !110

5054:                                             ; preds = %5051
  %5055 = load volatile i64, ptr @g_74936, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5055, ptr noundef nonnull @.str.899, i32 noundef %23)
  %5056 = load volatile i32, ptr @g_74947, align 4, !tbaa !9
  %5057 = zext i32 %5056 to i64
  call fastcc void @transparent_crc(i64 noundef %5057, ptr noundef nonnull @.str.900, i32 noundef %23)
  br label %5058

5058:                                             ; preds = %5054, %5099
  %5059 = phi i64 [ 0, %5054 ], [ %5100, %5099 ]
  %5060 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 0
  %5061 = load volatile i8, ptr %5060, align 1, !tbaa !22
  %5062 = zext i8 %5061 to i64
  call fastcc void @transparent_crc(i64 noundef %5062, ptr noundef nonnull @.str.901, i32 noundef %23)
  br i1 %22, label %5063, label %5076

5063:                                             ; preds = %5058
  %5064 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 1
  %5065 = load volatile i8, ptr %5064, align 1, !tbaa !22
  %5066 = zext i8 %5065 to i64
  call fastcc void @transparent_crc(i64 noundef %5066, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5067 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 2
  %5068 = load volatile i8, ptr %5067, align 1, !tbaa !22
  %5069 = zext i8 %5068 to i64
  call fastcc void @transparent_crc(i64 noundef %5069, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5070 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 3
  %5071 = load volatile i8, ptr %5070, align 1, !tbaa !22
  %5072 = zext i8 %5071 to i64
  call fastcc void @transparent_crc(i64 noundef %5072, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5073 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 4
  %5074 = load volatile i8, ptr %5073, align 1, !tbaa !22
  %5075 = zext i8 %5074 to i64
  call fastcc void @transparent_crc(i64 noundef %5075, ptr noundef nonnull @.str.901, i32 noundef %23)
  br label %5099

5076:                                             ; preds = %5058
  %5077 = trunc nuw nsw i64 %5059 to i32
  %5078 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5077, i32 noundef 0)
  %5079 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 1
  %5080 = load volatile i8, ptr %5079, align 1, !tbaa !22
  %5081 = zext i8 %5080 to i64
  call fastcc void @transparent_crc(i64 noundef %5081, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5082 = trunc nuw nsw i64 %5059 to i32
  %5083 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5082, i32 noundef 1)
  %5084 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 2
  %5085 = load volatile i8, ptr %5084, align 1, !tbaa !22
  %5086 = zext i8 %5085 to i64
  call fastcc void @transparent_crc(i64 noundef %5086, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5087 = trunc nuw nsw i64 %5059 to i32
  %5088 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5087, i32 noundef 2)
  %5089 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 3
  %5090 = load volatile i8, ptr %5089, align 1, !tbaa !22
  %5091 = zext i8 %5090 to i64
  call fastcc void @transparent_crc(i64 noundef %5091, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5092 = trunc nuw nsw i64 %5059 to i32
  %5093 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5092, i32 noundef 3)
  %5094 = getelementptr inbounds [3 x [5 x i8]], ptr @g_74995, i64 0, i64 %5059, i64 4
  %5095 = load volatile i8, ptr %5094, align 1, !tbaa !22
  %5096 = zext i8 %5095 to i64
  call fastcc void @transparent_crc(i64 noundef %5096, ptr noundef nonnull @.str.901, i32 noundef %23)
  %5097 = trunc nuw nsw i64 %5059 to i32
  %5098 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5097, i32 noundef 4)
  br label %5099

5099:                                             ; preds = %5063, %5076
  %5100 = add nuw nsw i64 %5059, 1
  %5101 = icmp eq i64 %5100, 3
  br i1 %5101, label %5102, label %5058, !llvm.loop !111

5102:                                             ; preds = %5099
  %5103 = load volatile i16, ptr @g_75065, align 2, !tbaa !17
  %5104 = zext i16 %5103 to i64
  call fastcc void @transparent_crc(i64 noundef %5104, ptr noundef nonnull @.str.902, i32 noundef %23)
  %5105 = load volatile i64, ptr @g_75095, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5105, ptr noundef nonnull @.str.903, i32 noundef %23)
  %5106 = load volatile i64, ptr @g_75253, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5106, ptr noundef nonnull @.str.904, i32 noundef %23)
  br i1 %22, label %5107, label %5113

5107:                                             ; preds = %5102
  %5108 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5108, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5109 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5109, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5110 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5110, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5111 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5111, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5112 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5112, ptr noundef nonnull @.str.904, i32 noundef %23)
  br label %5125

5113:                                             ; preds = %5102
  %5114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 0)
  %5115 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5115, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  %5117 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5117, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0)
  %5119 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5119, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 1)
  %5121 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5121, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 0)
  %5123 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75253, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5123, ptr noundef nonnull @.str.904, i32 noundef %23)
  %5124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 2, i32 noundef 1)
  br label %5125

5125:                                             ; preds = %5107, %5113
  br label %5126

5126:                                             ; preds = %5125, %5186
  %5127 = phi i64 [ %5187, %5186 ], [ 0, %5125 ]
  %5128 = trunc nuw nsw i64 %5127 to i32
  %5129 = trunc nuw nsw i64 %5127 to i32
  %5130 = trunc nuw nsw i64 %5127 to i32
  %5131 = trunc nuw nsw i64 %5127 to i32
  %5132 = trunc nuw nsw i64 %5127 to i32
  %5133 = trunc nuw nsw i64 %5127 to i32
  br label %5134

5134:                                             ; preds = %5126, %5183
  %5135 = phi i64 [ 0, %5126 ], [ %5184, %5183 ]
  %5136 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 0
  %5137 = load volatile i32, ptr %5136, align 8, !tbaa !9
  %5138 = sext i32 %5137 to i64
  call fastcc void @transparent_crc(i64 noundef %5138, ptr noundef nonnull @.str.905, i32 noundef %23)
  br i1 %22, label %5139, label %5155

5139:                                             ; preds = %5134
  %5140 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 1
  %5141 = load volatile i32, ptr %5140, align 4, !tbaa !9
  %5142 = sext i32 %5141 to i64
  call fastcc void @transparent_crc(i64 noundef %5142, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5143 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 2
  %5144 = load volatile i32, ptr %5143, align 8, !tbaa !9
  %5145 = sext i32 %5144 to i64
  call fastcc void @transparent_crc(i64 noundef %5145, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5146 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 3
  %5147 = load volatile i32, ptr %5146, align 4, !tbaa !9
  %5148 = sext i32 %5147 to i64
  call fastcc void @transparent_crc(i64 noundef %5148, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5149 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 4
  %5150 = load volatile i32, ptr %5149, align 8, !tbaa !9
  %5151 = sext i32 %5150 to i64
  call fastcc void @transparent_crc(i64 noundef %5151, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5152 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 5
  %5153 = load volatile i32, ptr %5152, align 4, !tbaa !9
  %5154 = sext i32 %5153 to i64
  call fastcc void @transparent_crc(i64 noundef %5154, ptr noundef nonnull @.str.905, i32 noundef %23)
  br label %5183

5155:                                             ; preds = %5134
  %5156 = trunc nuw nsw i64 %5135 to i32
  %5157 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5128, i32 noundef %5156, i32 noundef 0)
  %5158 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 1
  %5159 = load volatile i32, ptr %5158, align 4, !tbaa !9
  %5160 = sext i32 %5159 to i64
  call fastcc void @transparent_crc(i64 noundef %5160, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5161 = trunc nuw nsw i64 %5135 to i32
  %5162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5129, i32 noundef %5161, i32 noundef 1)
  %5163 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 2
  %5164 = load volatile i32, ptr %5163, align 8, !tbaa !9
  %5165 = sext i32 %5164 to i64
  call fastcc void @transparent_crc(i64 noundef %5165, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5166 = trunc nuw nsw i64 %5135 to i32
  %5167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5130, i32 noundef %5166, i32 noundef 2)
  %5168 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 3
  %5169 = load volatile i32, ptr %5168, align 4, !tbaa !9
  %5170 = sext i32 %5169 to i64
  call fastcc void @transparent_crc(i64 noundef %5170, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5171 = trunc nuw nsw i64 %5135 to i32
  %5172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5131, i32 noundef %5171, i32 noundef 3)
  %5173 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 4
  %5174 = load volatile i32, ptr %5173, align 8, !tbaa !9
  %5175 = sext i32 %5174 to i64
  call fastcc void @transparent_crc(i64 noundef %5175, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5176 = trunc nuw nsw i64 %5135 to i32
  %5177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5132, i32 noundef %5176, i32 noundef 4)
  %5178 = getelementptr inbounds [7 x [6 x [6 x i32]]], ptr @g_75291, i64 0, i64 %5127, i64 %5135, i64 5
  %5179 = load volatile i32, ptr %5178, align 4, !tbaa !9
  %5180 = sext i32 %5179 to i64
  call fastcc void @transparent_crc(i64 noundef %5180, ptr noundef nonnull @.str.905, i32 noundef %23)
  %5181 = trunc nuw nsw i64 %5135 to i32
  %5182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5133, i32 noundef %5181, i32 noundef 5)
  br label %5183

5183:                                             ; preds = %5139, %5155
  %5184 = add nuw nsw i64 %5135, 1
  %5185 = icmp eq i64 %5184, 6
  br i1 %5185, label %5186, label %5134, !llvm.loop !112

5186:                                             ; preds = %5183
  %5187 = add nuw nsw i64 %5127, 1
  %5188 = icmp eq i64 %5187, 7
  br i1 %5188, label %5189, label %5126, !llvm.loop !113

5189:                                             ; preds = %5186
  call fastcc void @transparent_crc(i64 noundef 16, ptr noundef nonnull @.str.906, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -2, ptr noundef nonnull @.str.907, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 1876549065, ptr noundef nonnull @.str.908, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 109, ptr noundef nonnull @.str.909, i32 noundef %23)
  %5190 = load volatile i32, ptr @g_75616, align 4, !tbaa !9
  %5191 = zext i32 %5190 to i64
  call fastcc void @transparent_crc(i64 noundef %5191, ptr noundef nonnull @.str.910, i32 noundef %23)
  %5192 = load volatile i64, ptr @g_75717, align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5192, ptr noundef nonnull @.str.911, i32 noundef %23)
  br i1 %22, label %5193, label %5199

5193:                                             ; preds = %5189
  %5194 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5194, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5195 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5195, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5196 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5196, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5197 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5197, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5198 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5198, ptr noundef nonnull @.str.911, i32 noundef %23)
  br label %5211

5199:                                             ; preds = %5189
  %5200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %5201 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 8), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5201, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5202 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %5203 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 16), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5203, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %5205 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 24), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5205, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %5207 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 32), align 16, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5207, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 4)
  %5209 = load volatile i64, ptr getelementptr inbounds (i8, ptr @g_75717, i64 40), align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5209, ptr noundef nonnull @.str.911, i32 noundef %23)
  %5210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 5)
  br label %5211

5211:                                             ; preds = %5193, %5199
  br label %5212

5212:                                             ; preds = %5211, %5263
  %5213 = phi i64 [ %5264, %5263 ], [ 0, %5211 ]
  %5214 = trunc nuw nsw i64 %5213 to i32
  %5215 = trunc nuw nsw i64 %5213 to i32
  %5216 = trunc nuw nsw i64 %5213 to i32
  %5217 = trunc nuw nsw i64 %5213 to i32
  %5218 = trunc nuw nsw i64 %5213 to i32
  br label %5219

5219:                                             ; preds = %5212, %5260
  %5220 = phi i64 [ 0, %5212 ], [ %5261, %5260 ]
  %5221 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 0
  %5222 = load i8, ptr %5221, align 1, !tbaa !22
  %5223 = zext i8 %5222 to i64
  call fastcc void @transparent_crc(i64 noundef %5223, ptr noundef nonnull @.str.912, i32 noundef %23)
  br i1 %22, label %5224, label %5237

5224:                                             ; preds = %5219
  %5225 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 1
  %5226 = load i8, ptr %5225, align 1, !tbaa !22
  %5227 = zext i8 %5226 to i64
  call fastcc void @transparent_crc(i64 noundef %5227, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5228 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 2
  %5229 = load i8, ptr %5228, align 1, !tbaa !22
  %5230 = zext i8 %5229 to i64
  call fastcc void @transparent_crc(i64 noundef %5230, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5231 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 3
  %5232 = load i8, ptr %5231, align 1, !tbaa !22
  %5233 = zext i8 %5232 to i64
  call fastcc void @transparent_crc(i64 noundef %5233, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5234 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 4
  %5235 = load i8, ptr %5234, align 1, !tbaa !22
  %5236 = zext i8 %5235 to i64
  call fastcc void @transparent_crc(i64 noundef %5236, ptr noundef nonnull @.str.912, i32 noundef %23)
  br label %5260

5237:                                             ; preds = %5219
  %5238 = trunc nuw nsw i64 %5220 to i32
  %5239 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5214, i32 noundef %5238, i32 noundef 0)
  %5240 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 1
  %5241 = load i8, ptr %5240, align 1, !tbaa !22
  %5242 = zext i8 %5241 to i64
  call fastcc void @transparent_crc(i64 noundef %5242, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5243 = trunc nuw nsw i64 %5220 to i32
  %5244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5215, i32 noundef %5243, i32 noundef 1)
  %5245 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 2
  %5246 = load i8, ptr %5245, align 1, !tbaa !22
  %5247 = zext i8 %5246 to i64
  call fastcc void @transparent_crc(i64 noundef %5247, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5248 = trunc nuw nsw i64 %5220 to i32
  %5249 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5216, i32 noundef %5248, i32 noundef 2)
  %5250 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 3
  %5251 = load i8, ptr %5250, align 1, !tbaa !22
  %5252 = zext i8 %5251 to i64
  call fastcc void @transparent_crc(i64 noundef %5252, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5253 = trunc nuw nsw i64 %5220 to i32
  %5254 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5217, i32 noundef %5253, i32 noundef 3)
  %5255 = getelementptr inbounds [8 x [6 x [5 x i8]]], ptr @g_75860, i64 0, i64 %5213, i64 %5220, i64 4
  %5256 = load i8, ptr %5255, align 1, !tbaa !22
  %5257 = zext i8 %5256 to i64
  call fastcc void @transparent_crc(i64 noundef %5257, ptr noundef nonnull @.str.912, i32 noundef %23)
  %5258 = trunc nuw nsw i64 %5220 to i32
  %5259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5218, i32 noundef %5258, i32 noundef 4)
  br label %5260

5260:                                             ; preds = %5224, %5237
  %5261 = add nuw nsw i64 %5220, 1
  %5262 = icmp eq i64 %5261, 6
  br i1 %5262, label %5263, label %5219, !llvm.loop !114

5263:                                             ; preds = %5260
  %5264 = add nuw nsw i64 %5213, 1
  %5265 = icmp eq i64 %5264, 8
  br i1 %5265, label %5266, label %5212, !llvm.loop !115

5266:                                             ; preds = %5263
  call fastcc void @transparent_crc(i64 noundef 0, ptr noundef nonnull @.str.913, i32 noundef %23)
  br label %5267

5267:                                             ; preds = %5266, %5300
  %5268 = phi i64 [ 0, %5266 ], [ %5301, %5300 ]
  %5269 = trunc nuw nsw i64 %5268 to i32
  %5270 = trunc nuw nsw i64 %5268 to i32
  %5271 = trunc nuw nsw i64 %5268 to i32
  br label %5272

5272:                                             ; preds = %5267, %5297
  %5273 = phi i64 [ 0, %5267 ], [ %5298, %5297 ]
  %5274 = getelementptr inbounds [7 x [10 x [3 x i32]]], ptr @g_76055, i64 0, i64 %5268, i64 %5273, i64 0
  %5275 = load i32, ptr %5274, align 4, !tbaa !9
  %5276 = zext i32 %5275 to i64
  call fastcc void @transparent_crc(i64 noundef %5276, ptr noundef nonnull @.str.914, i32 noundef %23)
  br i1 %22, label %5277, label %5284

5277:                                             ; preds = %5272
  %5278 = getelementptr inbounds [7 x [10 x [3 x i32]]], ptr @g_76055, i64 0, i64 %5268, i64 %5273, i64 1
  %5279 = load i32, ptr %5278, align 4, !tbaa !9
  %5280 = zext i32 %5279 to i64
  call fastcc void @transparent_crc(i64 noundef %5280, ptr noundef nonnull @.str.914, i32 noundef %23)
  %5281 = getelementptr inbounds [7 x [10 x [3 x i32]]], ptr @g_76055, i64 0, i64 %5268, i64 %5273, i64 2
  %5282 = load i32, ptr %5281, align 4, !tbaa !9
  %5283 = zext i32 %5282 to i64
  call fastcc void @transparent_crc(i64 noundef %5283, ptr noundef nonnull @.str.914, i32 noundef %23)
  br label %5297

5284:                                             ; preds = %5272
  %5285 = trunc nuw nsw i64 %5273 to i32
  %5286 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5269, i32 noundef %5285, i32 noundef 0)
  %5287 = getelementptr inbounds [7 x [10 x [3 x i32]]], ptr @g_76055, i64 0, i64 %5268, i64 %5273, i64 1
  %5288 = load i32, ptr %5287, align 4, !tbaa !9
  %5289 = zext i32 %5288 to i64
  call fastcc void @transparent_crc(i64 noundef %5289, ptr noundef nonnull @.str.914, i32 noundef %23)
  %5290 = trunc nuw nsw i64 %5273 to i32
  %5291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5270, i32 noundef %5290, i32 noundef 1)
  %5292 = getelementptr inbounds [7 x [10 x [3 x i32]]], ptr @g_76055, i64 0, i64 %5268, i64 %5273, i64 2
  %5293 = load i32, ptr %5292, align 4, !tbaa !9
  %5294 = zext i32 %5293 to i64
  call fastcc void @transparent_crc(i64 noundef %5294, ptr noundef nonnull @.str.914, i32 noundef %23)
  %5295 = trunc nuw nsw i64 %5273 to i32
  %5296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5271, i32 noundef %5295, i32 noundef 2)
  br label %5297

5297:                                             ; preds = %5277, %5284
  %5298 = add nuw nsw i64 %5273, 1
  %5299 = icmp eq i64 %5298, 10
  br i1 %5299, label %5300, label %5272, !llvm.loop !116

5300:                                             ; preds = %5297
  %5301 = add nuw nsw i64 %5268, 1
  %5302 = icmp eq i64 %5301, 7
  br i1 %5302, label %5303, label %5267, !llvm.loop !117

5303:                                             ; preds = %5300
  call fastcc void @transparent_crc(i64 noundef 29370, ptr noundef nonnull @.str.915, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef -1297902897, ptr noundef nonnull @.str.916, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 207, ptr noundef nonnull @.str.917, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 65535, ptr noundef nonnull @.str.918, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.919, i32 noundef %23)
  br i1 %22, label %5304, label %5305

5304:                                             ; preds = %5303
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.919, i32 noundef %23)
  br label %5308

5305:                                             ; preds = %5303
  %5306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  call fastcc void @transparent_crc(i64 noundef 5, ptr noundef nonnull @.str.919, i32 noundef %23)
  %5307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  br label %5308

5308:                                             ; preds = %5304, %5305
  call fastcc void @transparent_crc(i64 noundef -6575916019063995980, ptr noundef nonnull @.str.920, i32 noundef %23)
  %5309 = load volatile i8, ptr @g_76371, align 1, !tbaa !22
  %5310 = sext i8 %5309 to i64
  call fastcc void @transparent_crc(i64 noundef %5310, ptr noundef nonnull @.str.921, i32 noundef %23)
  br label %5311

5311:                                             ; preds = %5308, %5392
  %5312 = phi i64 [ 0, %5308 ], [ %5393, %5392 ]
  %5313 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 0
  %5314 = load i16, ptr %5313, align 4, !tbaa !17
  %5315 = sext i16 %5314 to i64
  call fastcc void @transparent_crc(i64 noundef %5315, ptr noundef nonnull @.str.922, i32 noundef %23)
  br i1 %22, label %5316, label %5344

5316:                                             ; preds = %5311
  %5317 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 1
  %5318 = load i16, ptr %5317, align 2, !tbaa !17
  %5319 = sext i16 %5318 to i64
  call fastcc void @transparent_crc(i64 noundef %5319, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5320 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 2
  %5321 = load i16, ptr %5320, align 4, !tbaa !17
  %5322 = sext i16 %5321 to i64
  call fastcc void @transparent_crc(i64 noundef %5322, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5323 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 3
  %5324 = load i16, ptr %5323, align 2, !tbaa !17
  %5325 = sext i16 %5324 to i64
  call fastcc void @transparent_crc(i64 noundef %5325, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5326 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 4
  %5327 = load i16, ptr %5326, align 4, !tbaa !17
  %5328 = sext i16 %5327 to i64
  call fastcc void @transparent_crc(i64 noundef %5328, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5329 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 5
  %5330 = load i16, ptr %5329, align 2, !tbaa !17
  %5331 = sext i16 %5330 to i64
  call fastcc void @transparent_crc(i64 noundef %5331, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5332 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 6
  %5333 = load i16, ptr %5332, align 4, !tbaa !17
  %5334 = sext i16 %5333 to i64
  call fastcc void @transparent_crc(i64 noundef %5334, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5335 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 7
  %5336 = load i16, ptr %5335, align 2, !tbaa !17
  %5337 = sext i16 %5336 to i64
  call fastcc void @transparent_crc(i64 noundef %5337, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5338 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 8
  %5339 = load i16, ptr %5338, align 4, !tbaa !17
  %5340 = sext i16 %5339 to i64
  call fastcc void @transparent_crc(i64 noundef %5340, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5341 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 9
  %5342 = load i16, ptr %5341, align 2, !tbaa !17
  %5343 = sext i16 %5342 to i64
  call fastcc void @transparent_crc(i64 noundef %5343, ptr noundef nonnull @.str.922, i32 noundef %23)
  br label %5392

5344:                                             ; preds = %5311
  %5345 = trunc nuw nsw i64 %5312 to i32
  %5346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5345, i32 noundef 0)
  %5347 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 1
  %5348 = load i16, ptr %5347, align 2, !tbaa !17
  %5349 = sext i16 %5348 to i64
  call fastcc void @transparent_crc(i64 noundef %5349, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5350 = trunc nuw nsw i64 %5312 to i32
  %5351 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5350, i32 noundef 1)
  %5352 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 2
  %5353 = load i16, ptr %5352, align 4, !tbaa !17
  %5354 = sext i16 %5353 to i64
  call fastcc void @transparent_crc(i64 noundef %5354, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5355 = trunc nuw nsw i64 %5312 to i32
  %5356 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5355, i32 noundef 2)
  %5357 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 3
  %5358 = load i16, ptr %5357, align 2, !tbaa !17
  %5359 = sext i16 %5358 to i64
  call fastcc void @transparent_crc(i64 noundef %5359, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5360 = trunc nuw nsw i64 %5312 to i32
  %5361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5360, i32 noundef 3)
  %5362 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 4
  %5363 = load i16, ptr %5362, align 4, !tbaa !17
  %5364 = sext i16 %5363 to i64
  call fastcc void @transparent_crc(i64 noundef %5364, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5365 = trunc nuw nsw i64 %5312 to i32
  %5366 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5365, i32 noundef 4)
  %5367 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 5
  %5368 = load i16, ptr %5367, align 2, !tbaa !17
  %5369 = sext i16 %5368 to i64
  call fastcc void @transparent_crc(i64 noundef %5369, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5370 = trunc nuw nsw i64 %5312 to i32
  %5371 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5370, i32 noundef 5)
  %5372 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 6
  %5373 = load i16, ptr %5372, align 4, !tbaa !17
  %5374 = sext i16 %5373 to i64
  call fastcc void @transparent_crc(i64 noundef %5374, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5375 = trunc nuw nsw i64 %5312 to i32
  %5376 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5375, i32 noundef 6)
  %5377 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 7
  %5378 = load i16, ptr %5377, align 2, !tbaa !17
  %5379 = sext i16 %5378 to i64
  call fastcc void @transparent_crc(i64 noundef %5379, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5380 = trunc nuw nsw i64 %5312 to i32
  %5381 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5380, i32 noundef 7)
  %5382 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 8
  %5383 = load i16, ptr %5382, align 4, !tbaa !17
  %5384 = sext i16 %5383 to i64
  call fastcc void @transparent_crc(i64 noundef %5384, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5385 = trunc nuw nsw i64 %5312 to i32
  %5386 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5385, i32 noundef 8)
  %5387 = getelementptr inbounds [9 x [10 x i16]], ptr @g_76375, i64 0, i64 %5312, i64 9
  %5388 = load i16, ptr %5387, align 2, !tbaa !17
  %5389 = sext i16 %5388 to i64
  call fastcc void @transparent_crc(i64 noundef %5389, ptr noundef nonnull @.str.922, i32 noundef %23)
  %5390 = trunc nuw nsw i64 %5312 to i32
  %5391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %5390, i32 noundef 9)
  br label %5392

5392:                                             ; preds = %5316, %5344
  %5393 = add nuw nsw i64 %5312, 1
  %5394 = icmp eq i64 %5393, 9
  br i1 %5394, label %5395, label %5311, !llvm.loop !118

5395:                                             ; preds = %5392
  call fastcc void @transparent_crc(i64 noundef -59, ptr noundef nonnull @.str.923, i32 noundef %23)
  br label %5396

5396:                                             ; preds = %5395, %5438
  %5397 = phi i64 [ 0, %5395 ], [ %5439, %5438 ]
  %5398 = trunc nuw nsw i64 %5397 to i32
  %5399 = trunc nuw nsw i64 %5397 to i32
  %5400 = trunc nuw nsw i64 %5397 to i32
  %5401 = trunc nuw nsw i64 %5397 to i32
  %5402 = trunc nuw nsw i64 %5397 to i32
  br label %5403

5403:                                             ; preds = %5396, %5435
  %5404 = phi i64 [ 0, %5396 ], [ %5436, %5435 ]
  %5405 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 0
  %5406 = load volatile i64, ptr %5405, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5406, ptr noundef nonnull @.str.924, i32 noundef %23)
  br i1 %22, label %5407, label %5416

5407:                                             ; preds = %5403
  %5408 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 1
  %5409 = load volatile i64, ptr %5408, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5409, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5410 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 2
  %5411 = load volatile i64, ptr %5410, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5411, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5412 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 3
  %5413 = load volatile i64, ptr %5412, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5413, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5414 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 4
  %5415 = load volatile i64, ptr %5414, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5415, ptr noundef nonnull @.str.924, i32 noundef %23)
  br label %5435

5416:                                             ; preds = %5403
  %5417 = trunc nuw nsw i64 %5404 to i32
  %5418 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5398, i32 noundef %5417, i32 noundef 0)
  %5419 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 1
  %5420 = load volatile i64, ptr %5419, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5420, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5421 = trunc nuw nsw i64 %5404 to i32
  %5422 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5399, i32 noundef %5421, i32 noundef 1)
  %5423 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 2
  %5424 = load volatile i64, ptr %5423, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5424, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5425 = trunc nuw nsw i64 %5404 to i32
  %5426 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5400, i32 noundef %5425, i32 noundef 2)
  %5427 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 3
  %5428 = load volatile i64, ptr %5427, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5428, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5429 = trunc nuw nsw i64 %5404 to i32
  %5430 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5401, i32 noundef %5429, i32 noundef 3)
  %5431 = getelementptr inbounds [10 x [5 x [5 x i64]]], ptr @g_76550, i64 0, i64 %5397, i64 %5404, i64 4
  %5432 = load volatile i64, ptr %5431, align 8, !tbaa !15
  call fastcc void @transparent_crc(i64 noundef %5432, ptr noundef nonnull @.str.924, i32 noundef %23)
  %5433 = trunc nuw nsw i64 %5404 to i32
  %5434 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %5402, i32 noundef %5433, i32 noundef 4)
  br label %5435

5435:                                             ; preds = %5407, %5416
  %5436 = add nuw nsw i64 %5404, 1
  %5437 = icmp eq i64 %5436, 5
  br i1 %5437, label %5438, label %5403, !llvm.loop !119

5438:                                             ; preds = %5435
  %5439 = add nuw nsw i64 %5397, 1
  %5440 = icmp eq i64 %5439, 10
  br i1 %5440, label %5441, label %5396, !llvm.loop !120

5441:                                             ; preds = %5438
  call fastcc void @transparent_crc(i64 noundef 5467591558673959209, ptr noundef nonnull @.str.925, i32 noundef %23)
  call fastcc void @transparent_crc(i64 noundef 7, ptr noundef nonnull @.str.926, i32 noundef %23)
  %5442 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %5443 = xor i32 %5442, -1
  %5444 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.973, i32 noundef %5443)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @transparent_crc(i64 noundef %0, ptr noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i32, ptr @crc32_context, align 4, !tbaa !9
  %5 = lshr i32 %4, 8
  %6 = zext i32 %4 to i64
  %7 = xor i64 %6, %0
  %8 = and i64 %7, 255
  %9 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !9
  %11 = xor i32 %5, %10
  %12 = lshr i64 %0, 8
  %13 = lshr i32 %11, 8
  %14 = zext i32 %11 to i64
  %15 = xor i64 %12, %14
  %16 = and i64 %15, 255
  %17 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = xor i32 %13, %18
  %20 = lshr i64 %0, 16
  %21 = lshr i32 %19, 8
  %22 = zext i32 %19 to i64
  %23 = xor i64 %20, %22
  %24 = and i64 %23, 255
  %25 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !9
  %27 = xor i32 %21, %26
  %28 = lshr i64 %0, 24
  %29 = lshr i32 %27, 8
  %30 = zext i32 %27 to i64
  %31 = xor i64 %28, %30
  %32 = and i64 %31, 255
  %33 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = xor i32 %29, %34
  %36 = lshr i64 %0, 32
  %37 = lshr i32 %35, 8
  %38 = zext i32 %35 to i64
  %39 = xor i64 %36, %38
  %40 = and i64 %39, 255
  %41 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !9
  %43 = xor i32 %37, %42
  %44 = lshr i64 %0, 40
  %45 = lshr i32 %43, 8
  %46 = zext i32 %43 to i64
  %47 = xor i64 %44, %46
  %48 = and i64 %47, 255
  %49 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !9
  %51 = xor i32 %45, %50
  %52 = lshr i64 %0, 48
  %53 = lshr i32 %51, 8
  %54 = zext i32 %51 to i64
  %55 = xor i64 %52, %54
  %56 = and i64 %55, 255
  %57 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !9
  %59 = xor i32 %53, %58
  %60 = lshr i64 %0, 56
  %61 = lshr i32 %59, 8
  %62 = and i32 %59, 255
  %63 = zext nneg i32 %62 to i64
  %64 = xor i64 %60, %63
  %65 = getelementptr inbounds [256 x i32], ptr @crc32_tab, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !9
  %67 = xor i32 %61, %66
  store i32 %67, ptr @crc32_context, align 4, !tbaa !9
  %68 = icmp eq i32 %2, 0
  br i1 %68, label %73, label %69

69:                                               ; preds = %3
  %70 = xor i32 %67, -1
  %71 = zext i32 %70 to i64
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.972, ptr noundef %1, i64 noundef %71)
  br label %73

73:                                               ; preds = %69, %3
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = distinct !{!34, !12}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !12}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
!40 = distinct !{!40, !12}
!41 = distinct !{!41, !12}
!42 = distinct !{!42, !12}
!43 = distinct !{!43, !12}
!44 = distinct !{!44, !12}
!45 = distinct !{!45, !12}
!46 = distinct !{!46, !12}
!47 = distinct !{!47, !12}
!48 = distinct !{!48, !12}
!49 = distinct !{!49, !12}
!50 = distinct !{!50, !12}
!51 = distinct !{!51, !12}
!52 = distinct !{!52, !12}
!53 = distinct !{!53, !12}
!54 = distinct !{!54, !12}
!55 = distinct !{!55, !12}
!56 = distinct !{!56, !12}
!57 = distinct !{!57, !12}
!58 = distinct !{!58, !12}
!59 = distinct !{!59, !12}
!60 = distinct !{!60, !12}
!61 = distinct !{!61, !12}
!62 = distinct !{!62, !12}
!63 = distinct !{!63, !12}
!64 = distinct !{!64, !12}
!65 = distinct !{!65, !12}
!66 = distinct !{!66, !12}
!67 = distinct !{!67, !12}
!68 = distinct !{!68, !12}
!69 = distinct !{!69, !12}
!70 = distinct !{!70, !12}
!71 = distinct !{!71, !12}
!72 = distinct !{!72, !12}
!73 = distinct !{!73, !12}
!74 = distinct !{!74, !12}
!75 = distinct !{!75, !12}
!76 = distinct !{!76, !12}
!77 = distinct !{!77, !12}
!78 = distinct !{!78, !12}
!79 = distinct !{!79, !12}
!80 = distinct !{!80, !12}
!81 = distinct !{!81, !12}
!82 = distinct !{!82, !12}
!83 = distinct !{!83, !12}
!84 = distinct !{!84, !12}
!85 = distinct !{!85, !12}
!86 = distinct !{!86, !12}
!87 = distinct !{!87, !12}
!88 = distinct !{!88, !12}
!89 = distinct !{!89, !12}
!90 = distinct !{!90, !12}
!91 = distinct !{!91, !12}
!92 = distinct !{!92, !12}
!93 = distinct !{!93, !12}
!94 = distinct !{!94, !12}
!95 = distinct !{!95, !12}
!96 = distinct !{!96, !12}
!97 = distinct !{!97, !12}
!98 = distinct !{!98, !12}
!99 = distinct !{!99, !12}
!100 = distinct !{!100, !12}
!101 = distinct !{!101, !12}
!102 = distinct !{!102, !12}
!103 = distinct !{!103, !12}
!104 = distinct !{!104, !12}
!105 = distinct !{!105, !12}
!106 = distinct !{!106, !12}
!107 = distinct !{!107, !12}
!108 = distinct !{!108, !12}
!109 = distinct !{!109, !12}
!110 = distinct !{!110, !12}
!111 = distinct !{!111, !12}
!112 = distinct !{!112, !12}
!113 = distinct !{!113, !12}
!114 = distinct !{!114, !12}
!115 = distinct !{!115, !12}
!116 = distinct !{!116, !12}
!117 = distinct !{!117, !12}
!118 = distinct !{!118, !12}
!119 = distinct !{!119, !12}
!120 = distinct !{!120, !12}
