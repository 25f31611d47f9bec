; ERROR: 2:13: use of undefined type named 'T'
@g = global %T zeroinitializer
