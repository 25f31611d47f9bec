; ERROR: 2:37: invalid mask value for 'nofpclass'
declare void @f(float nofpclass(1024))
