; ERROR: 2:1: function '@f': only intrinsics can take 'metadata' parameters
declare void @f(metadata)
