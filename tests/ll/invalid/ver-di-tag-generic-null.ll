; ERROR: 2:1: a '!GenericDINode' node reachable from here has a tag its class does not allow: invalid tag
define void @f() !foo !0 {
  ret void
}
!0 = !GenericDINode(tag: 0)
