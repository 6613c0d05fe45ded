import CGtk

/// A `GObject *`: any object, as a list model's items come (`WidgetPointer` is a widget's).
public typealias ObjectPointer = UnsafeMutablePointer<GObject>
