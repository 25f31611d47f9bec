; ERROR: 2:6: expected 'type' after name
%x = add i32 1, 2
