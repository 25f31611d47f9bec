; ERROR: 2:20: integer constant must have integer type
@g = global double 1e5
