; ERROR: 2:23: expected top-level entity
@g = global double 1.0e
