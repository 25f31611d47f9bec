; ERROR: 2:1: a '!DICompositeType' node reachable from here has a tag its class does not allow: invalid tag
!named = !{!0}
!0 = !{!1}
!1 = !DICompositeType(tag: DW_TAG_base_type, name: "s")
