/// A tap handler: runs on the main actor, takes nothing.
public typealias Action = @MainActor @Sendable () -> Void

/// A selection handler: receives the new value (checked / on) the user asked for.
public typealias SelectAction = @MainActor @Sendable (Bool) -> Void
