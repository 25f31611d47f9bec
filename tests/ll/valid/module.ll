; Module-level directives: source_filename, datalayout, triple, module asm,
; and comments in every position.
; ModuleID = 'module.c'
source_filename = "dir/module \22quoted\22.c"
target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-apple-macosx14.0.0"

module asm ".globl _asm_sym"
module asm "_asm_sym:"
module asm "\09ret"
module asm ""
module asm "\09.ascii \22escaped\5C\22"

@g = global i32 0 ; trailing comment
; comment between globals

;;; several semicolons
define i32 @f(i32 %x) { ; comment after the brace
entry: ; comment after a label
  ; comment alone in a body
  %y = add i32 %x, 1 ; comment after an instruction
  ret i32 %y
} ; comment after the closing brace
; a comment containing tokens: define @x = %y ! { } "unterminated
;
