; ERROR: 2:1: a '!DIDerivedType' node reachable from here has a tag its class does not allow: invalid tag
!named = !{!0}
!0 = !DIDerivedType(tag: DW_TAG_variable, name: "x", baseType: null)
