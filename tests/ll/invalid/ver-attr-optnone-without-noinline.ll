; ERROR: 2:1: function '@f': Attribute 'optnone' requires 'noinline'!
define void @f() #0 {
  ret void
}
attributes #0 = { optnone }
