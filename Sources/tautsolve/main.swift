print("tautsolve")
