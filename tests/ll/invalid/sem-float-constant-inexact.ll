; ERROR: 2:19: floating point constant invalid for type
@g = global float 0.1
