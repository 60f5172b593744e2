<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="elevation" tilewidth="32" tileheight="32" tilecount="16" columns="8">
 <image source="../assets/tilesets/elevation.png" width="256" height="64"/>
 <tile id="0">
  <properties>
   <property name="elevation" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="elevation" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="elevation" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="elevation" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="elevation" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="elevation" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="elevation" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="elevation" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="elevation" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="elevation" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="elevation" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="elevation" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="elevation" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="elevation" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="elevation" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="elevation" type="int" value="15"/>
  </properties>
 </tile>
</tileset>
