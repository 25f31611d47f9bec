; ERROR: 2:38: this attribute does not apply to functions
attributes #0 = { nounwind "key"="v" nonnull }
