; ERROR: 2:1: function '@g': attribute 'zeroext' applied to incompatible type 'ptr' of the return value
declare zeroext ptr @g()
