; ERROR: 2:49: expected 'true' or 'false'
!0 = distinct !DISubprogram(name: "f", isLocal: truewebkit_jscc, isDefinition: true)
