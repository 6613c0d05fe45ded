/// Every component's docs, in the order the gallery lists them.
public enum ComponentDocs {
    /// ListCell, TextField, FormControl, FormControlGroup, then the components they embed.
    public static let all: [ComponentDoc] = [.listCell, .textField, .formControl, .formControlGroup, .button, .textButton, .iconButton, .contentBadge, .avatar, .thumbnail, .checkbox, .radio, .switchControl]
}
