; ERROR: 2:26: huge alignments are not supported yet
@g = global i32 0, align 8589934592
