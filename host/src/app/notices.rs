//! Notices: what went wrong or not as expected (kept games that could not be read, plugin
//! files not loaded, a file that could not be written), each kept until it is read. The status
//! line shows the latest unread one with a count of the others, and a click opens them all
//! (`super::windows::notices`): a later message never hides an earlier notice. What merely
//! answers the person's own action ("Saved game.plateau") or is news ("Plugin games: Hex")
//! stays a passing status message.

/// How much a notice matters, which its mark and colour say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Something was not as expected; the app went on.
    Warning,
    /// Something failed.
    Error,
}

impl Severity {
    /// The mark before the text, the same in every theme and language.
    pub fn mark(self) -> &'static str {
        match self {
            Self::Warning => "⚠",
            Self::Error => "⛔",
        }
    }

    /// The colour of the mark in `visuals` (so it reads in the light and the dark theme).
    pub fn colour(self, visuals: &egui::Visuals) -> egui::Color32 {
        match self {
            Self::Warning => visuals.warn_fg_color,
            Self::Error => visuals.error_fg_color,
        }
    }
}

/// One notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What it says.
    pub text: String,
    /// How much it matters.
    pub severity: Severity,
    /// The person has seen it in the list.
    pub read: bool,
    /// Tells it from the others, for dismissing it.
    pub id: u64,
}

/// The notices, oldest first.
#[derive(Debug, Default)]
pub struct Notices {
    list: Vec<Notice>,
    next_id: u64,
    /// The list is open.
    pub open: bool,
}

/// Notices kept at most; beyond, the oldest read ones go first.
const KEPT: usize = 50;

impl Notices {
    /// Adds a notice, unread. The same text still unread is not listed twice: it becomes the
    /// latest (a failure repeated at every move is one notice).
    pub fn push(&mut self, severity: Severity, text: String) {
        self.list.retain(|n| n.read || n.text != text);
        self.list.push(Notice { text, severity, read: false, id: self.next_id });
        self.next_id += 1;
        while self.list.len() > KEPT {
            let oldest = self.list.iter().position(|n| n.read).unwrap_or(0);
            self.list.remove(oldest);
        }
    }

    /// Every notice, the latest first.
    pub fn latest_first(&self) -> impl Iterator<Item = &Notice> {
        self.list.iter().rev()
    }

    /// The latest notice not yet read.
    pub fn latest_unread(&self) -> Option<&Notice> {
        self.list.iter().rev().find(|n| !n.read)
    }

    /// How many notices are not yet read.
    pub fn unread(&self) -> usize {
        self.list.iter().filter(|n| !n.read).count()
    }

    /// How many notices there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// True when there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Marks every notice read (the list is open before the person's eyes).
    pub fn mark_read(&mut self) {
        for notice in &mut self.list {
            notice.read = true;
        }
    }

    /// Lets the notice `id` go.
    pub fn dismiss(&mut self, id: u64) {
        self.list.retain(|n| n.id != id);
    }

    /// Lets every notice go.
    pub fn dismiss_all(&mut self) {
        self.list.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_a_later_notice_never_hides_an_earlier_one() {
        let mut notices = Notices::default();
        notices.push(Severity::Warning, "5 kept games could not be read".to_owned());
        notices.push(Severity::Warning, "1 plugin file not loaded".to_owned());
        assert_eq!(notices.unread(), 2);
        assert_eq!(notices.latest_unread().map(|n| n.text.as_str()), Some("1 plugin file not loaded"));
        let texts: Vec<&str> = notices.latest_first().map(|n| n.text.as_str()).collect();
        assert_eq!(texts, ["1 plugin file not loaded", "5 kept games could not be read"]);
        // Read, they stay listed until dismissed.
        notices.mark_read();
        assert_eq!((notices.unread(), notices.len()), (0, 2));
        let first = notices.latest_first().last().unwrap().id;
        notices.dismiss(first);
        assert_eq!(
            notices.latest_first().map(|n| n.text.as_str()).collect::<Vec<_>>(),
            ["1 plugin file not loaded"]
        );
    }

    #[test]
    fn a_repeated_notice_is_listed_once_and_the_list_is_bounded() {
        let mut notices = Notices::default();
        for _ in 0..3 {
            notices.push(Severity::Error, "could not keep the game".to_owned());
        }
        assert_eq!(notices.len(), 1);
        for i in 0..2 * KEPT {
            notices.push(Severity::Warning, format!("news {i}"));
        }
        assert_eq!(notices.len(), KEPT);
        // All unread: the oldest go first.
        assert_eq!(notices.latest_first().last().unwrap().text, format!("news {KEPT}"));
    }
}
