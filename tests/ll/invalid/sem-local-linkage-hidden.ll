; ERROR: 2:1: symbol with local linkage must have default visibility
@g = internal hidden global i32 0
