/// The page's interaction (docs/pictures.md, "The page"), standard DOM only.
///
/// Everything is found once at load into maps (node → tree row, item → picture elements,
/// node → constraints, constraint → dimension lines); events are delegated to the tree, the
/// pictures and the lists, so a 2,000-view page has a handful of listeners and each hover
/// or selection touches only the elements it marks and unmarks.
enum PageScript {
  static let source = #"""
    (function () {
      'use strict';
      var doc = document;
      var tree = doc.getElementById('tree');
      var details = doc.getElementById('details');
      var nodeEls = new Map(), itemEls = new Map(), nodeOfItem = new Map();
      var consOfNode = new Map(), consById = new Map(), dimEls = new Map();
      function push(map, key, value) {
        var list = map.get(key);
        if (list) { list.push(value); } else { map.set(key, [value]); }
      }
      function words(el, name) {
        var value = el.getAttribute(name);
        return value ? value.split(/\s+/).filter(Boolean) : [];
      }
      doc.querySelectorAll('svg [data-item]').forEach(function (el) {
        push(itemEls, el.getAttribute('data-item'), el);
      });
      doc.querySelectorAll('svg [data-for]').forEach(function (el) {
        push(itemEls, el.getAttribute('data-for'), el);
      });
      if (tree) {
        tree.querySelectorAll('[data-node]').forEach(function (li) {
          var id = li.getAttribute('data-node');
          if (!nodeEls.has(id)) { nodeEls.set(id, li); }
          words(li, 'data-items').forEach(function (item) {
            if (!nodeOfItem.has(item)) { nodeOfItem.set(item, id); }
          });
        });
      }
      doc.querySelectorAll('#constraints [data-constraint]').forEach(function (li) {
        var id = li.getAttribute('data-constraint');
        if (!consById.has(id)) { consById.set(id, li); }
        words(li, 'data-nodes').forEach(function (node) { push(consOfNode, node, li); });
      });
      doc.querySelectorAll('svg .dim[data-constraint]').forEach(function (el) {
        push(dimEls, el.getAttribute('data-constraint'), el);
      });

      // A mark is a class on a set of elements, replaced as a whole.
      var marked = { hl: [], sel: [] };
      function mark(cls, els) {
        marked[cls].forEach(function (el) { el.classList.remove(cls); });
        els.forEach(function (el) { el.classList.add(cls); });
        marked[cls] = els;
      }
      function nodeElements(ids) {
        var els = [];
        ids.forEach(function (id) {
          var li = nodeEls.get(id);
          if (!li) { return; }
          els.push(li);
          words(li, 'data-items').forEach(function (item) {
            (itemEls.get(item) || []).forEach(function (el) { els.push(el); });
          });
        });
        return els;
      }
      // What a target is: a tree node, a constraint or a finding.
      function kindOf(el) {
        if (el.hasAttribute('data-node')) { return 'node'; }
        if (el.hasAttribute('data-item')) { return 'shape'; }
        if (el.hasAttribute('data-constraint')) { return 'constraint'; }
        return 'finding';
      }
      function targets(el) {
        var kind = kindOf(el);
        if (kind === 'node') { return nodeElements([el.getAttribute('data-node')]); }
        if (kind === 'shape') { return itemEls.get(el.getAttribute('data-item')) || [el]; }
        var els = [el].concat(nodeElements(words(el, 'data-nodes')));
        if (kind === 'constraint') {
          els = els.concat(dimEls.get(el.getAttribute('data-constraint')) || []);
        }
        return els;
      }
      function text(tag, value, cls) {
        var el = doc.createElement(tag);
        el.textContent = value;
        if (cls) { el.className = cls; }
        return el;
      }
      function reference(source, attribute, value, label) {
        var li = text('li', label, source.classList.contains('broken') ? 'broken' : '');
        li.setAttribute('role', 'option');
        li.setAttribute('tabindex', '-1');
        li.setAttribute(attribute, value);
        return li;
      }
      // The selection panel: a node and its constraints, or a constraint or finding and
      // its nodes. Entries refer back by id (data-ref, data-node-ref).
      function describe(el) {
        if (!details) { return; }
        details.textContent = '';
        if (!el) { details.appendChild(text('p', 'Nothing selected.', 'hint')); return; }
        var kind = kindOf(el), list = doc.createElement('ul');
        list.setAttribute('role', 'listbox');
        if (kind === 'shape') {
          var title = el.querySelector('title');
          details.appendChild(text('h3', title ? title.textContent : ''));
        } else if (kind === 'node') {
          details.appendChild(text('h3', el.querySelector('.name').textContent));
          if (el.getAttribute('data-detail')) {
            details.appendChild(text('p', el.getAttribute('data-detail')));
          }
          var cons = consOfNode.get(el.getAttribute('data-node')) || [];
          details.appendChild(text('p', 'Constraints (' + cons.length + ')', 'hint'));
          cons.forEach(function (li) {
            list.appendChild(reference(li, 'data-ref', li.getAttribute('data-constraint'),
              li.textContent));
          });
        } else {
          details.appendChild(text('h3', el.textContent));
          words(el, 'data-nodes').forEach(function (id) {
            var li = nodeEls.get(id);
            if (li) {
              list.appendChild(reference(li, 'data-node-ref', id,
                li.querySelector('.name').textContent));
            }
          });
        }
        details.appendChild(list);
      }
      var selected = null, ariaSelected = null;
      function expandTo(li) {
        for (var up = parentOf(li); up; up = parentOf(up)) {
          up.setAttribute('aria-expanded', 'true');
        }
      }
      function select(el, origin) {
        selected = el;
        mark('sel', el ? targets(el) : []);
        if (ariaSelected) { ariaSelected.setAttribute('aria-selected', 'false'); }
        ariaSelected = el && el.hasAttribute('aria-selected') ? el : null;
        if (ariaSelected) { ariaSelected.setAttribute('aria-selected', 'true'); }
        describe(el);
        if (!el) { return; }
        // Bring the other side into view: the tree row for a pick in the picture, the
        // first drawn item for a pick in a list.
        if (kindOf(el) === 'node' && origin !== 'tree') {
          expandTo(el);
          el.scrollIntoView({ block: 'nearest' });
        }
        if (origin !== 'picture') {
          var shown = targets(el).filter(function (t) { return t instanceof SVGElement; });
          if (shown.length) { shown[0].scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
        }
      }
      function hover(el) {
        mark('hl', el ? targets(el) : []);
        describe(el || selected);
      }
      // The node a picture element belongs to.
      function nodeOfShape(shape) {
        var item = shape && shape.getAttribute('data-item');
        var id = item && nodeOfItem.get(item);
        return id ? nodeEls.get(id) : null;
      }
      function resolve(el) {
        if (!el) { return null; }
        var ref = el.getAttribute('data-ref');
        if (ref) { return consById.get(ref) || null; }
        ref = el.getAttribute('data-node-ref');
        if (ref) { return nodeEls.get(ref) || null; }
        return el;
      }
      // Roving focus: one tab stop in each tree and list (the entry last focused); a
      // picture is one tab stop itself, its shapes take focus from it.
      var stops = new Map();
      function focusTo(from, to) {
        if (!to) { return; }
        var box = to.closest('[role=tree],[role=listbox]');
        if (box) {
          var stop = stops.get(box) || box.querySelector('[tabindex="0"]');
          if (stop && stop !== to) { stop.setAttribute('tabindex', '-1'); }
          to.setAttribute('tabindex', '0');
          stops.set(box, to);
        }
        to.focus();
      }
      function parentOf(li) {
        var group = li.parentElement;
        return group && group.getAttribute('role') === 'group' ? group.parentElement : null;
      }
      function firstChildOf(li) {
        var group = li.lastElementChild;
        if (li.getAttribute('aria-expanded') !== 'true' || !group || group.tagName !== 'UL') {
          return null;
        }
        return group.firstElementChild;
      }
      function nextVisible(li) {
        var child = firstChildOf(li);
        if (child) { return child; }
        for (; li; li = parentOf(li)) {
          if (li.nextElementSibling) { return li.nextElementSibling; }
        }
        return null;
      }
      function lastVisible(li) {
        while (firstChildOf(li)) { li = li.lastElementChild.lastElementChild; }
        return li;
      }
      function previousVisible(li) {
        return li.previousElementSibling ? lastVisible(li.previousElementSibling) : parentOf(li);
      }
      function treeKey(event, li) {
        var to = null;
        switch (event.key) {
          case 'ArrowDown': to = nextVisible(li); break;
          case 'ArrowUp': to = previousVisible(li); break;
          case 'ArrowRight':
            if (li.getAttribute('aria-expanded') === 'false') {
              li.setAttribute('aria-expanded', 'true');
            } else { to = firstChildOf(li); }
            break;
          case 'ArrowLeft':
            if (li.getAttribute('aria-expanded') === 'true') {
              li.setAttribute('aria-expanded', 'false');
            } else { to = parentOf(li); }
            break;
          case 'Home': to = tree.firstElementChild; break;
          case 'End': to = lastVisible(tree.lastElementChild); break;
          default: return false;
        }
        focusTo(li, to);
        return true;
      }
      function listKey(event, li) {
        var to = null;
        switch (event.key) {
          case 'ArrowDown': to = li.nextElementSibling; break;
          case 'ArrowUp': to = li.previousElementSibling; break;
          case 'Home': to = li.parentElement.firstElementChild; break;
          case 'End': to = li.parentElement.lastElementChild; break;
          default: return false;
        }
        focusTo(li, to);
        return true;
      }
      var shapeLists = new Map();
      function shapesOf(svg) {
        var entry = shapeLists.get(svg);
        if (!entry) {
          var list = Array.prototype.slice.call(svg.querySelectorAll('g[data-item]'));
          var index = new Map();
          list.forEach(function (el, i) { index.set(el, i); });
          entry = { list: list, index: index };
          shapeLists.set(svg, entry);
        }
        return entry;
      }
      function pictureKey(event, svg) {
        var shapes = shapesOf(svg), at = shapes.index.get(doc.activeElement);
        var step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
        if (!step) { return false; }
        var next = at === undefined ? 0 : at + step;
        if (next >= 0 && next < shapes.list.length) { focusTo(null, shapes.list[next]); }
        return true;
      }
      // The item's shape (its <g>) for a shape or for its label, old outline or arrow.
      function shapeOf(el) {
        if (!el || el.hasAttribute('data-item')) { return el; }
        var svg = el.closest('svg'), id = el.getAttribute('data-for');
        return (itemEls.get(id) || []).filter(function (other) {
          return other.hasAttribute('data-item') && other.closest('svg') === svg;
        })[0] || null;
      }
      // What an event is about: a tree node, a list entry or a picture's shape.
      function subject(target) {
        if (!(target instanceof Element)) { return null; }
        var shape = shapeOf(target.closest('svg [data-item], svg [data-for]'));
        if (shape) { return { el: nodeOfShape(shape) || shape, origin: 'picture', shape: shape }; }
        var entry = target.closest('[role=treeitem],[role=option]');
        if (!entry) { return null; }
        return { el: resolve(entry), origin: entry.closest('#tree') ? 'tree' : 'list',
          entry: entry };
      }
      doc.addEventListener('click', function (event) {
        var s = subject(event.target);
        if (s && s.entry && event.target.closest('.twisty') && s.entry.hasAttribute('aria-expanded')) {
          var open = s.entry.getAttribute('aria-expanded') === 'true';
          s.entry.setAttribute('aria-expanded', open ? 'false' : 'true');
          return;
        }
        if (s) {
          select(s.el, s.origin);
          focusTo(null, s.shape || s.entry);
        } else if (event.target instanceof Element && event.target.closest('svg')) {
          select(null);
        }
      });
      doc.addEventListener('mouseover', function (event) {
        var s = subject(event.target);
        hover(s ? s.el : null);
      });
      doc.addEventListener('focusin', function (event) {
        var s = subject(event.target);
        if (s) { hover(s.el); }
      });
      doc.addEventListener('keydown', function (event) {
        var target = event.target;
        if (!(target instanceof Element)) { return; }
        if (event.key === 'Escape') { select(null); hover(null); return; }
        var s = subject(target), handled = false;
        if (event.key === 'Enter' || event.key === ' ') {
          if (s) { select(s.el, s.origin); handled = true; }
        } else if (s && s.origin === 'tree') {
          handled = treeKey(event, s.entry);
        } else if (s && s.origin === 'list') {
          handled = listKey(event, s.entry);
        } else if (target.closest('svg')) {
          handled = pictureKey(event, target.closest('svg'));
        }
        if (handled) { event.preventDefault(); }
      });
    })();

    """#
}
