import Montage

/// The components ListCell embeds, as story files write them standing alone: each initializer
/// with the seed's labels and defaults, and its modifiers.
@MainActor
enum ComponentSchemas {
    /// `Button(title:color:handler:)`, `.variant(_:)`, `.size(_:)`.
    static let button = titled("Button", color: Button.Color.primary, { Button(title: $0, color: $1, handler: $2) }, { ($0.title, $0.color, $0.handler) },
                               colorType: "Button.Color", modifiers: [
                                   .value("variant", { $0.variant }, default: .solid) { $0.variant($1) },
                                   .value("size", { $0.size }, default: .large) { $0.size($1) },
                               ])

    /// `TextButton(title:color:handler:)`, `.size(_:)`.
    static let textButton = titled("TextButton", color: TextButton.Color.primary, { TextButton(title: $0, color: $1, handler: $2) },
                                   { ($0.title, $0.color, $0.handler) }, colorType: "TextButton.Color", modifiers: [.value("size", { $0.size }, default: .medium) { $0.size($1) }])

    /// A button with a `title:`, a `color:` (default `fallback`) and a handler (labelled or trailing).
    private static func titled<B, C: StoryConvertible & Equatable & CaseIterable & RawRepresentable>(
        _ name: String, color fallback: C, _ make: @escaping (String, C, Action?) -> B, _ parts: @escaping (B) -> (String, C, Action?),
        colorType: String, modifiers: [Modifier<B>]) -> ComponentSchema<B> where C.RawValue == String {
        ComponentSchema<B>(
            name: name,
            make: { call, reading throws(StoryError) in
                let title = try call.take("title", as: String.self, reading)
                let color = try call.take("color", default: fallback, reading)
                return make(title, color, try SlotItems.handler(&call, reading.about("\(name) \"\(title)\"")))
            },
            initializer: { button in
                let (title, color, handler) = parts(button)
                return arguments(("title", title.storyExpr), ("color", unlessDefault(color, fallback)), (nil, handler == nil ? nil : StoryAction.expr()))
            },
            modifiers: modifiers,
            parameters: [SchemaParameter(label: "title", type: "String", defaultValue: nil), .choice("color", colorType, C.self, default: fallback),
                         SchemaParameter(label: "handler", type: "Action?", defaultValue: "nil")]
        )
    }

    /// `IconButton(_:handler:)`, `.size(_:)`.
    static let iconButton = ComponentSchema<IconButton>(
        name: "IconButton",
        make: { call, reading throws(StoryError) in
            let icon = try call.take(nil, as: Icon.self, reading)
            return IconButton(icon, handler: try SlotItems.handler(&call, reading.about("IconButton .\(icon.rawValue)")))
        },
        initializer: { arguments((nil, $0.icon.storyExpr), (nil, $0.handler == nil ? nil : StoryAction.expr())) },
        modifiers: [.value("size", { $0.size }, default: .xlarge) { $0.size($1) }],
        parameters: [.choice("_", "Icon", Icon.self), SchemaParameter(label: "handler", type: "Action?", defaultValue: "nil")]
    )

    /// `ContentBadge(_:title:)`, `.size(_:)`.
    static let contentBadge = ComponentSchema<ContentBadge>(
        name: "ContentBadge",
        make: { call, reading throws(StoryError) in
            ContentBadge(try call.take(nil, default: ContentBadge.Variant.solid, reading), title: try call.take("title", as: String.self, reading))
        },
        initializer: { arguments((nil, unlessDefault($0.variant, .solid)), ("title", $0.title.storyExpr)) },
        modifiers: [.value("size", { $0.size }, default: .small) { $0.size($1) }],
        parameters: [.choice("_", "ContentBadge.Variant", ContentBadge.Variant.self, default: .solid), SchemaParameter(label: "title", type: "String", defaultValue: nil)]
    )

    /// `Avatar(_:variant:)`, `.size(_:)`.
    static let avatar = ComponentSchema<Avatar>(
        name: "Avatar",
        make: { call, reading throws(StoryError) in
            Avatar(reading.context.resolvePath(try call.take(nil, as: String.self, reading)), variant: try call.take("variant", as: Avatar.Variant.self, reading))
        },
        initializer: { arguments((nil, $0.imageURL.storyExpr), ("variant", $0.variant.storyExpr)) },
        modifiers: [.value("size", { $0.size }, default: .small) { $0.size($1) }],
        parameters: [SchemaParameter(label: "_", type: "String", defaultValue: nil, role: "image"), .choice("variant", "Avatar.Variant", Avatar.Variant.self)]
    )

    /// `Thumbnail(_:)`.
    static let thumbnail = ComponentSchema<Thumbnail>(
        name: "Thumbnail",
        make: { call, reading throws(StoryError) in Thumbnail(reading.context.resolvePath(try call.take(nil, as: String.self, reading))) },
        initializer: { [StoryArgument(nil, $0.imageURL.storyExpr)] },
        modifiers: [],
        parameters: [SchemaParameter(label: "_", type: "String", defaultValue: nil, role: "image")]
    )

    /// `Checkbox(checked:onSelect:)`.
    static let checkbox = control("Checkbox", { Checkbox(checked: $0, onSelect: $1) }) { ($0.checked, $0.onSelect) }
    /// `Radio(checked:onSelect:)`.
    static let radio = control("Radio", { Radio(checked: $0, onSelect: $1) }) { ($0.checked, $0.onSelect) }
    /// `Switch(checked:onSelect:)`.
    static let `switch` = control("Switch", { Switch(checked: $0, onSelect: $1) }) { ($0.checked, $0.onSelect) }

    /// The schema of the embedded component `type`, if it is one.
    static func schema<C>(of type: C.Type) -> ComponentSchema<C>? {
        let all: [Any] = [button, textButton, iconButton, contentBadge, avatar, thumbnail, checkbox, radio, `switch`]
        return all.lazy.compactMap { $0 as? ComponentSchema<C> }.first
    }

    private static func control<C>(_ name: String, _ make: @escaping (Bool, SelectAction?) -> C,
                                   _ parts: @escaping (C) -> (Bool, SelectAction?)) -> ComponentSchema<C> {
        let item = SlotItems.control(name, make, parts)
        return ComponentSchema<C>(name: name, make: { call, reading throws(StoryError) in try item.read(&call, reading.about(name)) },
                                  initializer: { item.write($0) ?? [] }, modifiers: [],
                                  parameters: [SchemaParameter(label: "checked", type: "Bool", defaultValue: nil),
                                               SchemaParameter(label: "onSelect", type: "SelectAction?", defaultValue: "nil")])
    }
}
