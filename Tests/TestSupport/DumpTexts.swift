// Dumps written out in full that the tests of several formats read.

/// docs/format.md's example, verbatim.
public let formatExample = """
  <?xml version="1.0" encoding="UTF-8"?>
  <hierarchy format="1" os="11.0" screen="375 812" scale="3" direction="leftToRight">
    <view class="UINavigationBar" address="0x11890f1b0" frame="0 44; 375 44">
      <view class="_UINavigationBarContentView" address="0x11890ff60" frame="0 0; 375 44"
            margins="0 16 0 16">
        <guide address="0x1c01a1500" identifier="BackButtonGuide(0x109518800)" frame="0 0; 16 44"/>
        <guide address="0x1c01a1ce0" identifier="LeadingBarGuide(0x109518800)" frame="16 0; 44 44"/>
        <view class="_UIButtonBarStackView" address="0x113b5df90" frame="16 0; 44 44"
              translatesAutoresizingMaskIntoConstraints="NO">
          <view class="_UITAMICAdaptorView" address="0x113bba900" frame="0 0; 44 44"
                translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="44 44">
            <view class="UIButton" address="0x10940abb0" frame="0 0; 44 44" title=" Back"/>
          </view>
        </view>
        <constraint address="0x600002139400" first="0x113b5df90" firstAttribute="leading"
                    second="0x1c01a1ce0" secondAttribute="leading"/>
        <constraint address="0x600002139480" first="0x1c01a1500" firstAttribute="trailing"
                    relation="greaterThanOrEqual" second="0x11890ff60" secondAttribute="leading"
                    constant="16"/>
      </view>
    </view>
  </hierarchy>
  """

/// A document with everything the format has: every attribute at a non-default value,
/// unknown attributes and elements, patches, RTL, bounds, text constraints. Written by hand in
/// the writer's own form, so reading and writing it must give back these very bytes.
public let everyFeatureXML = """
  <?xml version="1.0" encoding="UTF-8"?>
  <hierarchy format="1" os="11.0" screen="375 812" scale="3" direction="rightToLeft" source="test &amp; &quot;more&quot;" xmlns:x="urn:x" zoom="2">
    <patch name="pin" side="auto" gap="0">
      <removed why="guide &amp; bar" x:by="me">UILayoutGuide:0x1c01a1500'BackButtonGuide(0x109518800)'.trailing &gt;= UIView:0x1.leading + 16</removed>
      <added address="patch:pin:1" removed="no">UIView:0x2.leading == UIView:0x1.leading</added>
      <undo at="2"><step/></undo>
      <x:log/>
    </patch>
    <patch name="spacing" gap="8">
      <note>only unknown content</note>
    </patch>
    <patch name="tap-area" minSize="44 44"/>
    <view class="UIScrollView" address="0x1" frame="0 0; 375 812" bounds="0 120.5; 375 812" autoresizingMask="flexibleWidth|flexibleHeight" margins="0 16 0 16" identifier="scroll" x:data="1">
      <guide address="0x1c01a1500" identifier="BackButtonGuide(0x109518800)" frame="0 0; 16 44" ambiguous="minX width"/>
      <guide address="g2" class="_UILayoutSpacer" unknown="kept">
        <note>a guide's &lt;note&gt;</note>
        <x:more/>
      </guide>
      <view class="UIStackView" address="0x2" frame="-0.5 9.66667; 1234567 0.00001" translatesAutoresizingMaskIntoConstraints="NO" intrinsicSize="-1 44" hugging="251 249" compressionResistance="749 1000" axis="vertical" distribution="fillEqually" alignment="center" spacing="8" layoutMarginsRelativeArrangement="YES" arranged="YES" hidden="YES" alpha="0.5" userInteractionEnabled="NO" title="Zurück &lt;&amp;&gt; &quot;quoted&quot;" identifier="stack" tag="-3" layoutEngineHost="YES" ambiguous="minX minY width height" after="last">
        <view class="UIButton" address="0x3" arranged="NO"/>
        <layer name="unknown"><sublayer depth="2">text &amp; more</sublayer></layer>
      </view>
      <view class="UIView" address="0x4"/>
      <constraint address="0x600002139400" class="NSContentSizeLayoutConstraint" first="0x2" firstAttribute="leading" relation="greaterThanOrEqual" second="0x1c01a1500" secondAttribute="trailing" multiplier="1.5" constant="-16" priority="999.5" identifier="UISV-spacing" active="NO" broken="YES" origin="patch:pin" extra="e"/>
      <constraint first="0x4" firstAttribute="width" constant="44">
        <note a="1">constraint</note>
        <more/>
      </constraint>
      <constraint first="0x4" firstAttribute="notAnAttribute"/>
      <note>keep me</note>
    </view>
    <view class="UIWindow" address="0x5"/>
    <trailer/>
  </hierarchy>

  """

/// Unknown content in every place that can hold it, some of it out of the writer's order
/// (an unknown element before a change, a text constraint with an element beside its text).
public let unknownContentXML = """
  <?xml version="1.0" encoding="UTF-8"?>
  <hierarchy format="1">
    <patch name="pin" side="auto" gap="0">
      <undo at="1"/>
      <removed address="0xold" why="guide">A:0x1.trailing &gt;= B:0x2.leading + 16</removed>
      <added note="n &amp; m" address="patch:pin:1" step="2">C:0x3.leading == B:0x2.leading</added>
      <log>done</log>
    </patch>
    <view class="UIView" address="0x1">
      <guide address="g1" identifier="LeadingBarGuide">
        <layoutFrame value="0 0; 16 44"/>
      </guide>
      <guide address="g2"/>
      <constraint first="0x1" firstAttribute="width" constant="44"><why>intrinsic</why></constraint>
      <constraint address="0xc2">
        UIView:0x1.height == 44
        <source line="3"/>
      </constraint>
    </view>
  </hierarchy>
  """
