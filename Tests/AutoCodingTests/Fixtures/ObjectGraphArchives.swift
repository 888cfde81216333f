import Foundation

/// Keyed archives of object graphs: one written by Foundation's NSKeyedArchiver on Linux, one
/// written by hand from Apple's documented format.
enum ObjectGraphArchives {
    /// A folder "root" whose children "a" and "b" each point back to it (`parent`) and share one
    /// label "red": 724 bytes of binary property list, written on Linux by swift-corelibs-foundation's
    /// NSKeyedArchiver (Swift 6.3.1) from these classes, compiled with `-module-name Outline`:
    ///
    /// ```swift
    /// final class Folder: NSObject, NSCoding {
    ///     var name: String
    ///     var children: [Folder] = []
    ///     weak var parent: Folder?
    ///     var label: Label?
    ///     func encode(with coder: NSCoder) {
    ///         coder.encode(name as NSString, forKey: "name")
    ///         coder.encode(children as NSArray, forKey: "children")
    ///         if let parent { coder.encode(parent, forKey: "parent") }
    ///         if let label { coder.encode(label, forKey: "label") }
    ///     }
    /// }
    /// final class Label: NSObject, NSCoding {
    ///     let title: String
    ///     func encode(with coder: NSCoder) { coder.encode(title as NSString, forKey: "title") }
    /// }
    /// // root = Folder("root"); red = Label("red"); children "a" and "b" with parent = root, label = red
    /// archiver.encode(root, forKey: NSKeyedArchiveRootObjectKey)
    /// ```
    ///
    /// The archive holds each folder once, the label once (object 8), and the empty NSArray of the
    /// two children once (object 6); `parent` of both children is a reference to object 1, the root.
    /// (Empty data if the text were not base64, which the tests would report.)
    static let foundationOutline =
        Data(
            base64Encoded: """
                YnBsaXN0MDDUAQIDBAUGCQpZJGFyY2hpdmVyVCR0b3BYJHZlcnNpb25YJG9iamVjdHNfEA9OU0tleWVkQXJjaGl2ZXLRBwhU
                cm9vdIABEgABhqCuCwwTFBsmJywzODlAR1JVJG51bGzTDQ4PEBESVG5hbWVWJGNsYXNzWGNoaWxkcmVugAKAC4ADVHJvb3TS
                FRYXGFYkY2xhc3NaTlMub2JqZWN0c4AHohkagASADNUcHR4fIAgiIxElVnBhcmVudFhjaGlsZHJlblVsYWJlbFYkY2xhc3NU
                bmFtZYABgAaACIALgAVRYdIoKRcrViRjbGFzc1pOUy5vYmplY3RzgAeg0i0uLzJYJGNsYXNzZXNaJGNsYXNzbmFtZaIwMVdO
                U0FycmF5WE5TT2JqZWN0V05TQXJyYXnSNDU2N1YkY2xhc3NVdGl0bGWACoAJU3JlZNI6Ozw/WCRjbGFzc2VzWiRjbGFzc25h
                bWWiPT5dT3V0bGluZS5MYWJlbFhOU09iamVjdF1PdXRsaW5lLkxhYmVs0kFCQ0ZYJGNsYXNzZXNaJGNsYXNzbmFtZaJERV5P
                dXRsaW5lLkZvbGRlclhOU09iamVjdF5PdXRsaW5lLkZvbGRlctVISUpLTCIjEQhRWGNoaWxkcmVuVWxhYmVsViRjbGFzc1Zw
                YXJlbnRUbmFtZYAGgAiAC4ABgA1RYgAIABEAGwAgACkAMgBEAEcATABOAFMAYgBoAG8AdAB7AIQAhgCIAIoAjwCUAJsApgCo
                AKsArQCvALoAwQDKANAA1wDcAN4A4ADiAOQA5gDoAO0A9AD/AQEBAgEHARABGwEeASYBLwE3ATwBQwFJAUsBTQFRAVYBXwFq
                AW0BewGEAZIBlwGgAasBrgG9AcYB1QHgAekB7wH2Af0CAgIEAgYCCAIKAgwAAAAAAAACAQAAAAAAAABTAAAAAAAAAAAAAAAA
                AAACDg==
                """, options: .ignoreUnknownCharacters) ?? Data()

    /// A team whose `members` and `lead` share one person, whose people point back to the team,
    /// and whose two people are each other's buddies: an XML keyed archive written by hand, as an
    /// Apple platform writes one (class names without a module, `$classes` up to NSObject, an
    /// NSMutableArray, numbers encoded with `encodeInteger` inline in their object).
    static let handMadeTeam = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>$archiver</key>
        	<string>NSKeyedArchiver</string>
        	<key>$objects</key>
        	<array>
        		<string>$null</string>
        		<dict>
        			<key>$class</key><dict><key>CF$UID</key><integer>9</integer></dict>
        			<key>lead</key><dict><key>CF$UID</key><integer>3</integer></dict>
        			<key>members</key><dict><key>CF$UID</key><integer>5</integer></dict>
        			<key>name</key><dict><key>CF$UID</key><integer>2</integer></dict>
        		</dict>
        		<string>Core</string>
        		<dict>
        			<key>$class</key><dict><key>CF$UID</key><integer>8</integer></dict>
        			<key>age</key><integer>36</integer>
        			<key>buddy</key><dict><key>CF$UID</key><integer>4</integer></dict>
        			<key>name</key><dict><key>CF$UID</key><integer>6</integer></dict>
        			<key>team</key><dict><key>CF$UID</key><integer>1</integer></dict>
        		</dict>
        		<dict>
        			<key>$class</key><dict><key>CF$UID</key><integer>8</integer></dict>
        			<key>age</key><integer>41</integer>
        			<key>buddy</key><dict><key>CF$UID</key><integer>3</integer></dict>
        			<key>name</key><dict><key>CF$UID</key><integer>7</integer></dict>
        			<key>team</key><dict><key>CF$UID</key><integer>1</integer></dict>
        		</dict>
        		<dict>
        			<key>$class</key><dict><key>CF$UID</key><integer>10</integer></dict>
        			<key>NS.objects</key>
        			<array>
        				<dict><key>CF$UID</key><integer>3</integer></dict>
        				<dict><key>CF$UID</key><integer>4</integer></dict>
        			</array>
        		</dict>
        		<string>Ada</string>
        		<string>Bob</string>
        		<dict>
        			<key>$classes</key><array><string>Person</string><string>NSObject</string></array>
        			<key>$classname</key><string>Person</string>
        		</dict>
        		<dict>
        			<key>$classes</key><array><string>Team</string><string>NSObject</string></array>
        			<key>$classname</key><string>Team</string>
        		</dict>
        		<dict>
        			<key>$classes</key>
        			<array><string>NSMutableArray</string><string>NSArray</string><string>NSObject</string></array>
        			<key>$classname</key><string>NSMutableArray</string>
        		</dict>
        	</array>
        	<key>$top</key>
        	<dict>
        		<key>root</key><dict><key>CF$UID</key><integer>1</integer></dict>
        	</dict>
        	<key>$version</key>
        	<integer>100000</integer>
        </dict>
        </plist>
        """.utf8)
}
