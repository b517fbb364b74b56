// Command talon is a companion for people playing a physical board game at a table.
package main

import "os"

func main() {
	tuneGC(os.Getenv)
	os.Exit(Main(SystemFactory(), os.Args[1:]))
}
