func f() {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
while true {
present(A(), animated: true)
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
