; ERROR: 2:36: expected nofpclass test mask
declare void @f(float nofpclass(nan, inf))
