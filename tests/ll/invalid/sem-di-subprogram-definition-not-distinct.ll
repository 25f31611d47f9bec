; ERROR: 2:6: missing 'distinct', required for !DISubprogram that is a Definition
!0 = !DISubprogram(name: "f", spFlags: DISPFlagDefinition)
