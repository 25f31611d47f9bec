; ERROR: 2:17: pointers to void are invalid - use i8* instead
@g = global void* null
