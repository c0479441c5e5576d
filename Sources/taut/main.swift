print("taut: not yet implemented")
