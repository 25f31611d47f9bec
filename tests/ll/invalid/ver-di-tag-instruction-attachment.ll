; ERROR: 3:3: a '!DIImportedEntity' node reachable from here has a tag its class does not allow: invalid tag
define void @f() {
  ret void, !foo !0
}
!0 = !DIImportedEntity(tag: DW_TAG_base_type, scope: null)
