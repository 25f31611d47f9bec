; ERROR: 2:14: zero element vector is illegal
@g = global <0 x i32> zeroinitializer
