; Comdats of every selection kind, on globals and functions (COFF supports all kinds).
target triple = "x86_64-pc-windows-msvc"

$any = comdat any
$exactmatch = comdat exactmatch
$largest = comdat largest
$nodeduplicate = comdat nodeduplicate
$samesize = comdat samesize
$"quoted comdat" = comdat any
$func = comdat any
$assoc = comdat any

@any = linkonce_odr global i32 1, comdat
@exactmatch = linkonce_odr global i32 2, comdat
@largest = linkonce_odr global [4 x i32] zeroinitializer, comdat
@largest.small = linkonce_odr global i32 0, comdat($largest)
@nodeduplicate = global i32 4, comdat
@samesize = linkonce_odr global i32 5, comdat
@quoted = linkonce_odr global i32 6, comdat($"quoted comdat")
@assoc.data = internal global i32 7, comdat($func)

define linkonce_odr void @func() comdat {
  ret void
}

define linkonce_odr i32 @func.explicit() comdat($any) {
  ret i32 0
}

define internal void @assoc() comdat {
  ret void
}
