; ERROR: 2:36: invalid address space, must be a 24-bit integer
@g = external global ptr addrspace(16777216)
