; ERROR: 2:1: function '@k': Calling convention requires void return type
declare amdgpu_kernel i32 @k()
