; ERROR: 2:19: expected top-level entity
@g = global i32 0 `
