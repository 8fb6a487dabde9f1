func f(x: Int) {
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
switch x { case 0:
break
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
