; ERROR: 2:1: a '!DIBasicType' node reachable from here has a tag its class does not allow: invalid tag
!named = !{!0}
!0 = !DIBasicType(tag: DW_TAG_structure_type, name: "int", size: 32)
