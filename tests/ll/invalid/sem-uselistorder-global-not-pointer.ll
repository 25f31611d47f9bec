; ERROR: 3:17: global variable reference must have pointer type
@global = global i32 0
uselistorder i7 @global, { 1, 0 }
