; ERROR: 2:22: floating point constant does not have type 'x86_fp80'
@g = global x86_fp80 1.0
