; ERROR: 2:9: expected type
declare foo @f()
