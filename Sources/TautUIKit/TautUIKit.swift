@_exported import Taut
