import GtkKit

/// Checkbox, radio and switch rules (Montage medium / small sizes), replacing GTK's theme.
enum ToggleCSS {
    static var rules: String {
        """
        checkbutton.montage-check { padding: 0; margin: 0; min-width: 24px; min-height: 24px; border-radius: 12px; background: none; outline: none; }
        checkbutton.montage-check > check, checkbutton.montage-check > radio {
            margin: 0; padding: 0; border: none; background-image: none; background-color: transparent;
            color: @staticWhite; -gtk-icon-source: none; transition: none;
        }
        /* GTK draws the glyph over the node's whole content box: a 16 content box padded to the
           18 (checkbox) or 20 (radio) shape gives the 16pt glyph of the spec. */
        checkbutton.montage-checkbox > check { min-width: 16px; min-height: 16px; padding: 1px; margin: 3px; border-radius: 5px; -gtk-icon-size: 16px; box-shadow: inset 0 0 0 1.5px @lineNeutralPrimary; }
        checkbutton.montage-radio > check, checkbutton.montage-radio > radio { min-width: 16px; min-height: 16px; padding: 2px; margin: 2px; border-radius: 10px; -gtk-icon-size: 16px; box-shadow: inset 0 0 0 1.5px @lineNeutralPrimary; }
        checkbutton.montage-checkbox > check:checked { background-color: @surfaceBrandPrimary; box-shadow: none; -gtk-icon-source: -gtk-icontheme("montage-check-thick-symbolic"); }
        checkbutton.montage-checkbox > check:indeterminate { background-color: @surfaceBrandPrimary; box-shadow: none; -gtk-icon-source: -gtk-icontheme("montage-line-horizontal-thick-symbolic"); }
        checkbutton.montage-radio > check:checked, checkbutton.montage-radio > radio:checked { background-color: @surfaceBrandPrimary; box-shadow: none; -gtk-icon-source: -gtk-icontheme("montage-dot-symbolic"); }
        checkbutton.montage-check:disabled > check { box-shadow: inset 0 0 0 1.5px alpha(@lineNeutralPrimary, 0.43); }
        checkbutton.montage-check:disabled > check:checked, checkbutton.montage-check:disabled > check:indeterminate { background-color: alpha(@surfaceBrandPrimary, 0.43); box-shadow: none; }
        checkbutton.montage-check:active:not(:disabled) { background-color: alpha(@foregroundNeutralPrimary, 0.12); box-shadow: 0 0 0 4px alpha(@foregroundNeutralPrimary, 0.12); }
        checkbutton.montage-check:focus-visible > check { outline: 2px solid @foregroundBrandPrimary; outline-offset: 2px; }

        switch.montage-switch {
            padding: 0; margin: 0; border: none; border-radius: 12px; min-height: 24px; min-width: 39px;
            background-color: @lineNeutralPrimary; background-image: image(@surfaceNeutralStrong);
            box-shadow: none; outline: none; transition: none;
        }
        switch.montage-switch:checked { background-image: image(@surfaceBrandPrimary); }
        switch.montage-switch:disabled { background-color: alpha(@lineNeutralPrimary, 0.43); background-image: none; }
        switch.montage-switch:disabled:checked { background-image: image(alpha(@surfaceBrandPrimary, 0.43)); }
        switch.montage-switch > image { opacity: 0; margin: 0; padding: 0; min-width: 0; min-height: 0; -gtk-icon-size: 1px; }
        switch.montage-switch > slider {
            min-width: 20px; min-height: 20px; margin: 2px -3px 2px 2px; padding: 0; border: none; border-radius: 10px;
            background-image: none; background-color: @staticWhite; box-shadow: 0 1px 2px alpha(@staticBlack, 0.12);
        }
        /* GtkSwitch gives the slider half the track (19 of 39) at x 0 or 19: these margins place
           the 20pt thumb 2 from either end (x 2 off, 17 on), a travel of 15. */
        switch.montage-switch:checked > slider { margin: 2px 1px 2px -2px; }
        switch.montage-switch:focus-visible { outline: 2px solid @foregroundBrandPrimary; outline-offset: 2px; }
        /* Right to left the thumb is on at the start (GtkSwitch itself never mirrors); the
           transform also maps clicks and drags. */
        switch.montage-switch:dir(rtl) { transform: scale(-1, 1); }
        """
    }
}
