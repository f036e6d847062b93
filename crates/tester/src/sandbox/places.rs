//! Making the places of a box's root, each unless something is there:
//! folders, empty files for a file to be shown on, links, and the
//! folders of the box's store. The root is built parents first, so each
//! place takes one call, its parents made only where that call finds
//! them missing.

use std::io;
use std::path::Path;

/// Makes the store's folder `path` with `mode`, owned by `owner` if
/// given.
pub(super) fn store_folder(path: &Path, mode: u32, owner: Option<u32>) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let named = |e: io::Error| io::Error::new(e.kind(), format!("{}: {e}", path.display()));
    std::fs::create_dir(path).map_err(named)?;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).map_err(named)?;
    if let Some(id) = owner {
        std::os::unix::fs::chown(path, Some(id), Some(id)).map_err(named)?;
    }
    Ok(())
}

/// Makes `path` with `make` unless something is there: its parent first
/// where that is missing. The root is built parents first, so one call
/// of `make` is the rule, not a look first and then a call.
fn make_at(path: &Path, what: &str, make: impl Fn(&Path) -> io::Result<()>) -> io::Result<()> {
    let made = match make(path) {
        Err(e) if e.kind() == io::ErrorKind::NotFound => match path.parent() {
            Some(parent) => folder(parent).and_then(|()| make(path)),
            None => Err(e),
        },
        made => made,
    };
    match made {
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        made => {
            made.map_err(|e| io::Error::new(e.kind(), format!("{what} at {}: {e}", path.display())))
        }
    }
}

/// Makes the folder `path` (and its parents) unless something is there.
pub(super) fn folder(path: &Path) -> io::Result<()> {
    make_at(path, "a folder", |path| std::fs::create_dir(path))
}

/// Makes an empty file at `path` (and its parents) unless something is
/// there, for a file to be shown on.
pub(super) fn file(path: &Path) -> io::Result<()> {
    make_at(path, "a file", |path| {
        std::fs::File::options()
            .write(true)
            .create_new(true)
            .open(path)
            .map(drop)
    })
}

/// Makes a link at `path` (and its parents) to `to` unless something is
/// there.
pub(super) fn link(to: &Path, path: &Path) -> io::Result<()> {
    make_at(path, "a link", |path| std::os::unix::fs::symlink(to, path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn a_place_is_made_with_its_missing_parents_and_kept_where_something_is() {
        let root = tempfile::tempdir().expect("a scratch folder");
        let deep = root.path().join("a/b/c");
        folder(&deep).expect("a folder and its parents");
        assert!(deep.is_dir());
        folder(&deep).expect("a folder that is there already");
        let shown_on = root.path().join("d/e/file");
        file(&shown_on).expect("a file and its parents");
        std::fs::write(&shown_on, "kept").expect("written");
        file(&shown_on).expect("a file that is there already");
        assert_eq!(
            std::fs::read_to_string(&shown_on).ok().as_deref(),
            Some("kept")
        );
        let linked = root.path().join("f/fd");
        link(Path::new("/proc/self/fd"), &linked).expect("a link and its parents");
        link(Path::new("/elsewhere"), &linked).expect("a link that is there already");
        assert_eq!(
            std::fs::read_link(&linked).ok(),
            Some(PathBuf::from("/proc/self/fd"))
        );
    }

    #[test]
    fn a_place_that_cannot_be_made_is_named() {
        let root = tempfile::tempdir().expect("a scratch folder");
        let blocker = root.path().join("plain");
        std::fs::write(&blocker, "").expect("a file");
        let under = blocker.join("inside");
        let error = folder(&under).expect_err("no folder under a file");
        assert!(
            error
                .to_string()
                .starts_with(&format!("a folder at {}", under.display())),
            "{error}"
        );
    }

    #[test]
    fn a_store_folder_is_made_with_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let root = tempfile::tempdir().expect("a scratch folder");
        let tmp = root.path().join("tmp");
        store_folder(&tmp, 0o1777, None).expect("made");
        let mode = std::fs::metadata(&tmp).expect("there").permissions().mode();
        assert_eq!(mode & 0o7777, 0o1777);
        let error = store_folder(&tmp, 0o755, None).expect_err("made once");
        assert!(
            error.to_string().starts_with(&tmp.display().to_string()),
            "{error}"
        );
    }
}
