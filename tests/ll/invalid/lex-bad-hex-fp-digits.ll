; ERROR: 2:22: expected value token
@g = global x86_fp80 0xKZZ
