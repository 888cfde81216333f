import Foundation
import Testing

@testable import TerminalUI

@MainActor @Suite struct AlertScratch {
    @Test func show() {
        let (window, screen) = formWindow()
        let alert = AlertController(
            title: "Delete Ada Lovelace?", message: "Her three phone numbers are deleted too. This cannot be undone.",
            preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        screen.present(alert)
        print(window.render().plainText())
        window.frame.size.width = 40
        print(window.render().plainText())
        alert.dismiss()
        let sheet = AlertController(
            title: "名前を削除しますか？", message: "この連絡先の電話番号もすべて削除されます。元に戻すことはできません。", preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "削除", style: .destructive))
        sheet.addAction(AlertAction(title: "共有"))
        sheet.addAction(AlertAction(title: "キャンセル", style: .cancel))
        screen.present(sheet)
        print(window.render().plainText())
        sheet.dismiss()
        screen.menu = Menu(
            title: "Ada",
            children: [
                MenuAction(title: "Show details") { _ in }, MenuAction(title: "Call", attributes: .disabled) { _ in },
                MenuAction(title: "Delete", attributes: .destructive) { _ in },
            ])
        window.handle(.function(10))
        print(window.render().plainText())
        window.handle(.down)
        print(window.render().plainText())
    }
}
